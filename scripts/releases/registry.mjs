// The remote registry: which builds of each remote are published, which one is live, which one is the
// canary for a share of users, and the history of how each area got there. On a PostgreSQL server
// (DATABASE_URL) it is two tables every host shares (registry-database.mjs); on the embedded database of one
// machine it is a plain JSON file beside the builds, `RELEASES_DIR/registry.json`. Either way every API
// process sees a change on its next read, and writers (the release commands, the ops page, the automatic
// rollback of any API process) take a lock first, so two changes never overwrite each other.
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_PACKAGES } from '@platform/contract';
import { readDatabaseRegistry, updateDatabaseRegistry } from './registry-database.mjs';

export { closeDatabaseRegistries } from './registry-database.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const remotePackages = REMOTE_PACKAGES;

/** The history keeps this many changes, newest last; older ones are dropped as new ones come. */
export const historyLimit = 1000;

/** A lock older than this was left by a writer that died: it is taken over. */
const staleLockMs = 30_000;
const lockWaitMs = 10_000;

export function releasesDir() {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'));
}

export function registryPath(dir = releasesDir()) {
  return path.join(dir, 'registry.json');
}

/**
 * Where the registry lives: the database of `databaseUrl` when there is one, else `dir`'s registry.json.
 * Unset fields come from RELEASES_DIR and DATABASE_URL (the API passes both, from its parsed environment).
 */
export function registryPlace({ dir, databaseUrl } = {}) {
  return {
    dir: dir ?? releasesDir(),
    databaseUrl: databaseUrl === undefined ? process.env.DATABASE_URL || null : databaseUrl,
  };
}

/** The registry; `history: false` reads only the areas (a page load needs no more). */
export async function readRegistry(where, { history = true } = {}) {
  const { dir, databaseUrl } = registryPlace(where);
  if (databaseUrl) return readDatabaseRegistry(databaseUrl, { history });
  return readFileRegistry(dir);
}

async function readFileRegistry(dir) {
  try {
    const registry = JSON.parse(await readFile(registryPath(dir), 'utf8'));
    return {
      remotes: registry.remotes ?? {},
      history: Array.isArray(registry.history) ? registry.history : [],
    };
  } catch (error) {
    if (error.code === 'ENOENT') return { remotes: {}, history: [] };
    throw error;
  }
}

/** Replaces the file in one rename so a reader never sees half a registry. */
export async function writeRegistry(registry, dir = releasesDir()) {
  await mkdir(dir, { recursive: true });
  const temporary = `${registryPath(dir)}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temporary, registryPath(dir));
}

async function takeLock(lock) {
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    try {
      await (await open(lock, 'wx')).close();
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const age = await stat(lock).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (age > staleLockMs) {
      await rm(lock, { force: true });
    } else if (Date.now() > deadline) {
      throw new Error(`The registry is being changed by someone else (${lock}); try again.`);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/**
 * Reads the registry under the lock, lets `change` edit it (its return value is passed on), and writes it
 * back. `change` throwing leaves it as it was. `where` is a `registryPlace`. On PostgreSQL, the first
 * change (or the API's start) takes in the `registry.json` of `dir` when the tables are still empty, and
 * renames the file `registry.json.imported` so no one mistakes it for the registry.
 */
export async function updateRegistry(change, where) {
  const { dir, databaseUrl } = registryPlace(where);
  if (databaseUrl) {
    return updateDatabaseRegistry(databaseUrl, change, {
      historyLimit,
      importFile: () => readFileRegistry(dir),
      onImported: () => rename(registryPath(dir), `${registryPath(dir)}.imported`).catch(() => undefined),
    });
  }
  await mkdir(dir, { recursive: true });
  const lock = `${registryPath(dir)}.lock`;
  await takeLock(lock);
  try {
    const registry = await readFileRegistry(dir);
    const result = await change(registry);
    registry.history = registry.history.slice(-historyLimit);
    await writeRegistry(registry, dir);
    return result;
  } finally {
    await rm(lock, { force: true });
  }
}

/**
 * On PostgreSQL: takes in `dir`'s registry.json while the registry tables are still empty (a product moving
 * off the embedded database or off per-host files). Answers whether it did. The API calls it at start.
 */
export async function importRegistryFile(where) {
  const place = registryPlace(where);
  if (!place.databaseUrl) return false;
  const before = await readDatabaseRegistry(place.databaseUrl, { history: false });
  if (Object.keys(before.remotes).length > 0) return false;
  await updateRegistry(() => undefined, place);
  const after = await readDatabaseRegistry(place.databaseUrl, { history: false });
  return Object.keys(after.remotes).length > 0;
}

/** Who made a change from the command line: RELEASE_ACTOR, or the account and host it ran on. */
export function commandLineActor() {
  if (process.env.RELEASE_ACTOR) return process.env.RELEASE_ACTOR;
  try {
    return `${userInfo().username}@${hostname()}`;
  } catch {
    return `command line@${hostname()}`;
  }
}

/** An area's state as the history records it: the live build and the canary with its share. */
export function areaState(entry) {
  return { live: entry?.current ?? null, canary: entry?.canary ?? null };
}

export function assertRemotePackage(name) {
  if (!remotePackages.includes(name)) {
    throw new Error(`Unknown remote "${name}". Remotes: ${remotePackages.join(', ')}.`);
  }
}
