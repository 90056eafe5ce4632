#!/usr/bin/env bash
# The scale-out check of docs/deployment.md: two API processes as two hosts would run them, each with its own
# DATA_DIR and RELEASES_DIR, sharing only one PostgreSQL and one S3-compatible bucket (s3rver here, MinIO or S3
# in production); nginx (scripts/scale-out/nginx.conf) balancing between them, the shared-state journeys
# through nginx, and one process stopped half-way through them. Each process runs the command of the image
# (Dockerfile's CMD; api/test/container.test.ts checks they agree).
# Usage: scripts/scale-out/run.sh <postgresql-url>   (an empty database; the builds already made)
set -euo pipefail
cd "$(dirname "$0")/../.."
database_url=$1
run_dir=$(mktemp -d /tmp/platform-scale.XXXXXX)
mkdir -p "$run_dir/nginx/logs" "$run_dir/nginx/tmp" "$run_dir/mail"
s3_port=4403

# What every process shares: the database, the bucket and the secret. Nothing on disk.
export DATABASE_URL=$database_url
export APP_SECRET=$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")
export S3_BUCKET=platform S3_ENDPOINT=http://127.0.0.1:$s3_port S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
export TRUST_PROXY=1 PUBLIC_URL=http://localhost:4400
export ROLLBACK_MIN_SESSIONS=3 # the canary journey judges on a handful of page loads (e2e/support/environment.ts)
export OPS_TOKEN=e2e-ops-token-0123456789 # e2e/support/environment.ts: the scale-out checks use the ops page

# Each "host" has folders of its own. Development mail is the one thing still in a shared folder (production
# sends it by SMTP_URL), so the tests can read every code from one process's dev mailbox.
host_dirs() {
  mkdir -p "$run_dir/host-$1/data" "$run_dir/host-$1/releases"
  ln -sfn "$run_dir/mail" "$run_dir/host-$1/data/mail"
}
for port in 4401 4402; do host_dirs "$port"; done

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  [ -f "$run_dir/nginx/nginx.pid" ] && nginx -p "$run_dir/nginx" -c "$PWD/scripts/scale-out/nginx.conf" -s stop || true
}
trap cleanup EXIT

# The S3-compatible test server (the API's devDependency), with the private bucket.
(cd api && exec node -e '
  const S3rver = require("s3rver");
  new S3rver({ address: "127.0.0.1", port: Number(process.argv[1]), silent: true, directory: process.argv[2],
    configureBuckets: [{ name: "platform", configs: [] }] }).run().then(() => console.log("s3rver ready"));
' "$s3_port" "$run_dir/s3" >"$run_dir/s3rver.log" 2>&1) &
pids+=($!)
for _ in $(seq 100); do grep -q 's3rver ready' "$run_dir/s3rver.log" && break; sleep 0.2; done
grep -q 's3rver ready' "$run_dir/s3rver.log" || { cat "$run_dir/s3rver.log"; exit 1; }

# Published from the first host's folder: the builds go to the bucket, the registry to PostgreSQL (the first
# release command migrates the empty database), so the second host has never seen them on its disk.
echo "Publishing a first build of each remote through host 4401 into the bucket and PostgreSQL"
for remote in mf-marketing mf-auth mf-workspace mf-billing mf-staff; do
  DATA_DIR=$run_dir/host-4401/data RELEASES_DIR=$run_dir/host-4401/releases \
    node scripts/remote-release.mjs publish "$remote" >/dev/null
done

# Both at once: they migrate and seed in turn under the start-up lock (prisma/src/startup-lock.ts).
for port in 4401 4402; do
  DATA_DIR=$run_dir/host-$port/data RELEASES_DIR=$run_dir/host-$port/releases PORT=$port \
    node --experimental-wasm-modules --disable-warning=ExperimentalWarning --max-semi-space-size=64 api/dist/server.js \
    >"$run_dir/api-$port.log" 2>&1 &
  pids+=($!)
done
# Waits up to two minutes for a health answer (Node's fetch: nothing else need be installed).
healthy() {
  node -e '
    const deadline = Date.now() + 120_000;
    (async () => {
      while (Date.now() < deadline) {
        const answer = await fetch(process.argv[1]).catch(() => null);
        if (answer?.ok) return;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      process.exit(1);
    })();' "$1/api/health"
}
for port in 4401 4402; do
  healthy "http://127.0.0.1:$port" || { cat "$run_dir/api-$port.log"; exit 1; }
done

nginx -p "$run_dir/nginx" -c "$PWD/scripts/scale-out/nginx.conf"
healthy http://localhost:4400

# The tests' own release commands and mailbox act as host 4401 (e2e/support/environment.ts reads its folders).
export E2E_RUN_DIR=$run_dir/host-4401 E2E_BASE_URL=http://localhost:4400
export E2E_PROCESS_URLS=http://127.0.0.1:4401,http://127.0.0.1:4402
# The dev mailbox refuses anything relayed by a proxy; the tests read it from the process that stays up.
export E2E_MAILBOX_URL=http://127.0.0.1:4401
# Not the whole suite a second time (it runs once on one process in `npm test`): the journeys whose state
# crosses requests and so processes (sessions, limits, mail, the chat, invitations, tasks, files, payments),
# and the live workspace with both processes up (two browsers, each change through NOTIFY to the other).
existing() { for spec in "$@"; do [ -f "e2e/$spec" ] && echo "$spec"; done; }
mapfile -t before < <(existing tests/accounts.spec.ts tests/new-project.spec.ts tests/team.spec.ts tests/live-workspace.spec.ts)
mapfile -t after < <(existing tests/workspace-tasks.spec.ts tests/collaboration.spec.ts tests/billing.spec.ts)

echo "Through nginx on two processes: the shared-state checks and ${before[*]}"
(cd e2e && npx playwright test tests/scale-out.spec.ts "${before[@]}")

echo "Stopping the API process on 4402 mid-suite; nginx routes to the other: ${after[*]}"
kill -KILL "${pids[2]}"
(cd e2e && npx playwright test "${after[@]}")
