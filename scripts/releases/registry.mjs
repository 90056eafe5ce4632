// The remote registry: which builds of each remote are published, which one is live, which one is the
// canary for a share of users, and the history of how each area got there. It is a plain JSON file beside
// the builds, so a deploy is "copy a folder, rewrite one small file" and every API process (or a CDN) sees
// the change on its next read. Writers (the release commands, the ops page, the automatic rollback of any
// API process) take a lock file first, so two changes never overwrite each other.
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_PACKAGES } from '@platform/contract';

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

export async function readRegistry(dir = releasesDir()) {
  try {
    const registry = JSON.parse(await readFile(registryPath(dir), 'utf8'));
    return { remotes: registry.remotes ?? {}, history: Array.isArray(registry.history) ? registry.history : [] };
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
 * back. `change` throwing leaves the file as it was. `dir` is RELEASES_DIR unless given.
 */
export async function updateRegistry(change, dir = releasesDir()) {
  await mkdir(dir, { recursive: true });
  const lock = `${registryPath(dir)}.lock`;
  await takeLock(lock);
  try {
    const registry = await readRegistry(dir);
    const result = await change(registry);
    registry.history = registry.history.slice(-historyLimit);
    await writeRegistry(registry, dir);
    return result;
  } finally {
    await rm(lock, { force: true });
  }
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
