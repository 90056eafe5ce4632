# The API image (docs/deployment.md): the API, which also serves the built shell; remotes are published into
# the bucket by `npm run remote:publish` and fetched by each container on first use. Three stages: build
# everything, install production dependencies only, then a slim runtime that runs as the unprivileged `node`.
# api/test/container.test.ts keeps this file true to the environment schema and scripts/scale-out/run.sh.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
COPY . .
RUN npm ci --no-audit --no-fund
RUN npx turbo run build --filter=@platform/api --filter=@platform/shell --output-logs=errors-only

FROM node:20-bookworm-slim AS production-dependencies
WORKDIR /app
# Every workspace's package.json: npm ci checks the lockfile against all of them.
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY scripts/rspack/package.json scripts/rspack/
COPY shared-ui/package.json shared-ui/
COPY prisma/package.json prisma/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-marketing/package.json mf-marketing/
COPY mf-auth/package.json mf-auth/
COPY mf-workspace/package.json mf-workspace/
COPY mf-billing/package.json mf-billing/
COPY mf-staff/package.json mf-staff/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/platform/data \
    RELEASES_DIR=/var/lib/platform/releases
WORKDIR /app
COPY --from=production-dependencies /app /app
# What the API runs and reads: its build, the database package (client, migrations, schema), the contract,
# the release modules (registry, builds in the bucket, contract ranges) and the built shell.
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/prisma/dist prisma/dist
COPY --from=build /app/prisma/schema.prisma prisma/schema.prisma
COPY --from=build /app/prisma/migrations prisma/migrations
COPY --from=build /app/contract/src contract/src
COPY --from=build /app/contract/types contract/types
COPY --from=build /app/scripts/releases scripts/releases
COPY --from=build /app/scripts/rspack/contract-range.mjs scripts/rspack/contract-range.mjs
COPY --from=build /app/shell/dist shell/dist
# The only folder the process writes: the embedded database (unused with DATABASE_URL), development mail and
# its cache of remote builds. Uploads go to the bucket (S3_BUCKET).
RUN mkdir -p /var/lib/platform/data /var/lib/platform/releases && chown -R node:node /var/lib/platform
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) lets the requests under way finish, then closes the database (api/src/server.ts); the
# exec form runs node as PID 1 itself, so the signal reaches it and not a shell.
STOPSIGNAL SIGTERM
# --max-semi-space-size: the young generation scripts/start.mjs gives the server (docs/decisions.md, "Read tails
# at 64 connections").
CMD ["node", "--experimental-wasm-modules", "--disable-warning=ExperimentalWarning", "--max-semi-space-size=64", "api/dist/server.js"]
