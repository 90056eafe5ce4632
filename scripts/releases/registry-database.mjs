// The remote registry in PostgreSQL (tables remote_releases and remote_release_changes), used whenever the
// product runs on a PostgreSQL server (DATABASE_URL): every API process on every host and every release
// command read and write the same rows, so a publish, canary or rollback made anywhere is what every host
// serves on its next read. A change runs in one transaction under an advisory lock, so two writers never
// overwrite each other. The embedded database (PGlite) belongs to one API process, which the release
// commands cannot open beside it: there the registry stays the file (registry.mjs, docs/decisions.md).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The advisory-lock key of registry changes; any constant no other code of ours locks on. */
const registryLockKey = 727_002;

const pools = new Map();

/** One small pool per database, which lets the process exit when idle (a release command ends at once). */
function poolFor(url) {
  let pool = pools.get(url);
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
    // A connection dropped while idle is replaced on the next query; nothing to do here.
    pool.on('error', () => undefined);
    pools.set(url, pool);
  }
  return pool;
}

const undefinedTable = '42P01';

/**
 * A fresh database has no registry tables until the API's first start migrates it; a release command run
 * before that (`npm start` publishes before it starts the API) migrates it the way the API does, under the
 * start-up lock, in a child Node that may load the WebAssembly migration engine.
 */
function migrateDatabase(url) {
  execFileSync(
    process.execPath,
    [
      '--experimental-wasm-modules',
      '--disable-warning=ExperimentalWarning',
      '--input-type=module',
      '-e',
      `import { migrate, withStartupLock } from '@platform/prisma';
       await withStartupLock(process.argv[1], () => migrate(process.argv[1]));`,
      url,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

async function withClient(url, work) {
  const attempt = async () => {
    const client = await poolFor(url).connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  };
  try {
    return await attempt();
  } catch (error) {
    if (error.code !== undefinedTable) throw error;
    migrateDatabase(url);
    return attempt();
  }
}

async function readRows(client, { history }) {
  const areas = await client.query(
    'SELECT remote, versions, live, canary_version, canary_share FROM remote_releases ORDER BY remote',
  );
  const remotes = Object.fromEntries(
    areas.rows.map((row) => [
      row.remote,
      {
        current: row.live,
        versions: row.versions ?? [],
        canary: row.canary_version === null ? null : { version: row.canary_version, share: row.canary_share },
      },
    ]),
  );
  if (!history) return { remotes, history: [] };
  const changes = await client.query(
    'SELECT at, "by", remote, action, "from", "to", reason FROM remote_release_changes ORDER BY id',
  );
  return {
    remotes,
    history: changes.rows.map((row) => ({
      at: row.at.toISOString(),
      by: row.by,
      remote: row.remote,
      action: row.action,
      from: row.from,
      to: row.to,
      ...(row.reason ? { reason: row.reason } : {}),
    })),
  };
}

/** The registry as it is now; without `history`, only the areas (what a page load needs). */
export function readDatabaseRegistry(url, { history = true } = {}) {
  return withClient(url, (client) => readRows(client, { history }));
}

async function writeChanges(client, registry, added, historyLimit) {
  const now = new Date();
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    await client.query(
      `INSERT INTO remote_releases (remote, versions, live, canary_version, canary_share, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (remote) DO UPDATE SET versions = $2, live = $3, canary_version = $4, canary_share = $5,
         updated_at = $6
       WHERE (remote_releases.versions, remote_releases.live, remote_releases.canary_version,
         remote_releases.canary_share) IS DISTINCT FROM ($2, $3, $4, $5)`,
      [
        remote,
        entry.versions,
        entry.current ?? null,
        entry.canary?.version ?? null,
        entry.canary?.share ?? null,
        now,
      ],
    );
  }
  for (const change of added) {
    await client.query(
      `INSERT INTO remote_release_changes (at, "by", remote, action, "from", "to", reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [change.at, change.by, change.remote, change.action, change.from, change.to, change.reason ?? null],
    );
  }
  await client.query(
    `DELETE FROM remote_release_changes WHERE id <= (
       SELECT id FROM remote_release_changes ORDER BY id DESC OFFSET $1 LIMIT 1)`,
    [historyLimit],
  );
}

/**
 * Reads the registry under the lock inside one transaction, lets `change` edit it, writes what changed and
 * commits; `change` throwing leaves the rows as they were. An empty registry first takes in
 * `importFile()`'s registry (the `registry.json` of a product moving onto PostgreSQL), then `onImported`.
 */
export async function updateDatabaseRegistry(url, change, { historyLimit, importFile, onImported }) {
  let imported = false;
  const result = await withClient(url, async (client) => {
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock($1)', [registryLockKey]);
      let registry = await readRows(client, { history: true });
      let firstNew = registry.history.length;
      if (firstNew === 0 && Object.keys(registry.remotes).length === 0) {
        const file = await importFile();
        if (file && (file.history.length > 0 || Object.keys(file.remotes).length > 0)) {
          registry = file;
          firstNew = 0;
          imported = true;
        }
      }
      const answer = await change(registry);
      await writeChanges(client, registry, registry.history.slice(firstNew), historyLimit);
      await client.query('COMMIT');
      return answer;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      imported = false;
      throw error;
    }
  });
  if (imported) await onImported();
  return result;
}

/** Closes the pools, for a process that wants to end before they idle out. */
export async function closeDatabaseRegistries() {
  const closing = [...pools.values()].map((pool) => pool.end());
  pools.clear();
  await Promise.all(closing);
}
