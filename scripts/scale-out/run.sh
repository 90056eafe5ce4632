#!/usr/bin/env bash
# The scale-out check of docs/deployment.md: two API processes started together on one PostgreSQL,
# nginx (scripts/scale-out/nginx.conf) balancing between them, the shared-state journeys through nginx,
# and one process stopped half-way through them.
# Usage: scripts/scale-out/run.sh <postgresql-url>   (an empty database; the builds already made)
set -euo pipefail
cd "$(dirname "$0")/../.."
database_url=$1
run_dir=$(mktemp -d /tmp/platform-scale.XXXXXX)
mkdir -p "$run_dir/nginx/logs" "$run_dir/nginx/tmp"

# What every process shares: the database, the secret, the mail and upload folder, the releases.
export DATABASE_URL=$database_url
export APP_SECRET=$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")
export DATA_DIR=$run_dir/data RELEASES_DIR=$run_dir/releases
export TRUST_PROXY=1 PUBLIC_URL=http://localhost:4400
export ROLLBACK_MIN_SESSIONS=3 # the canary journey judges on a handful of page loads (e2e/support/environment.ts)

echo "Publishing a first build of each remote into $RELEASES_DIR"
for remote in mf-marketing mf-auth mf-workspace mf-billing; do
  node scripts/remote-release.mjs publish "$remote" >/dev/null
done

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  [ -f "$run_dir/nginx/nginx.pid" ] && nginx -p "$run_dir/nginx" -c "$PWD/scripts/scale-out/nginx.conf" -s stop || true
}
trap cleanup EXIT

# Both at once: they migrate and seed in turn under the start-up lock (prisma/src/startup-lock.ts).
for port in 4401 4402; do
  PORT=$port node --experimental-wasm-modules --disable-warning=ExperimentalWarning api/dist/server.js \
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

export E2E_RUN_DIR=$run_dir E2E_BASE_URL=http://localhost:4400
export E2E_PROCESS_URLS=http://127.0.0.1:4401,http://127.0.0.1:4402
# The dev mailbox refuses anything relayed by a proxy; the tests read it from the process that stays up.
export E2E_MAILBOX_URL=http://127.0.0.1:4401
# Not the whole suite a second time (it runs once on one process in `npm test`): the journeys whose state
# crosses requests and so processes (sessions, limits, mail, the chat, invitations, tasks, files, payments).
# The release journeys change only the registry file, which both processes read the same way.
existing() { for spec in "$@"; do [ -f "e2e/$spec" ] && echo "$spec"; done; }
mapfile -t before < <(existing tests/accounts.spec.ts tests/new-project.spec.ts tests/team.spec.ts)
mapfile -t after < <(existing tests/workspace-tasks.spec.ts tests/collaboration.spec.ts tests/billing.spec.ts)

echo "Through nginx on two processes: the shared-state checks and ${before[*]}"
(cd e2e && npx playwright test tests/scale-out.spec.ts "${before[@]}")

echo "Stopping the API process on 4402 mid-suite; nginx routes to the other: ${after[*]}"
kill -KILL "${pids[1]}"
(cd e2e && npx playwright test "${after[@]}")
