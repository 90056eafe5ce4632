// Publishing, canaries, promotion and rollback of one remote. None touches the shell or the other remotes.
// The command line (scripts/remote-release.mjs), the API's ops page and its automatic rollback all call
// these functions, so every change is checked the same way and lands in the registry's history. Each works
// on RELEASES_DIR and the registry of DATABASE_URL unless its options name others (`dir`, `databaseUrl`).
import { execFileSync } from 'node:child_process';
import { cp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildStoreFromEnvironment, fetchBuild, uploadBuild } from './build-store.mjs';
import { contractMismatch } from './contract.mjs';
import {
  areaState,
  assertRemotePackage,
  commandLineActor,
  readRegistry,
  releasesDir,
  repoRoot,
  updateRegistry,
} from './registry.mjs';

const versionPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function defaultVersion() {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, stdio: 'pipe' })
      .toString()
      .trim();
    return `${stamp}-${commit}`;
  } catch {
    return stamp;
  }
}

function buildRemote(name, version) {
  // The bundler's notes (e.g. the manifest's publicPath remark) are for us, not for whoever starts the
  // product: its output is shown only when the build fails.
  try {
    execFileSync('npm', ['run', 'build', '--silent', '-w', `@platform/${name}`], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, REMOTE_VERSION: version, NODE_ENV: 'production' },
    });
  } catch (error) {
    process.stderr.write(Buffer.concat([error.stdout ?? Buffer.alloc(0), error.stderr ?? Buffer.alloc(0)]));
    throw error;
  }
}

/** A remote with public pages keeps its Node build with the release: its pages' HTML is rendered from it. */
async function storeServerBundle(name, target) {
  const serverBundle = path.join(repoRoot, name, 'dist-server');
  if (!(await stat(serverBundle).catch(() => null))) return;
  await cp(serverBundle, path.join(target, 'prerender', 'server'), { recursive: true });
}

/** A canary's share of users, in percent: above 0, at most 100, two decimals at most. */
export function parseShare(value) {
  const share = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  if (!Number.isFinite(share) || share <= 0 || share > 100 || Math.round(share * 100) !== share * 100) {
    throw new Error(`A canary share is a percentage above 0 and at most 100, not "${value}".`);
  }
  return share;
}

/** Applies one change to one area under the registry's lock and writes it to the history. */
async function changeArea(name, { action, by, reason, dir, databaseUrl }, change) {
  assertRemotePackage(name);
  return updateRegistry(
    async (registry) => {
      const entry = registry.remotes[name] ?? { current: null, versions: [] };
      const from = areaState(entry);
      const next = await change({ ...entry, canary: entry.canary ?? null });
      if (next === null) return null;
      registry.remotes[name] = next;
      const record = {
        at: new Date().toISOString(),
        by: by ?? commandLineActor(),
        remote: name,
        action,
        from,
      };
      registry.history.push({ ...record, to: areaState(next), ...(reason ? { reason } : {}) });
      return next;
    },
    { dir, databaseUrl },
  );
}

async function assertBuildExists(name, version, dir = releasesDir()) {
  await stat(path.join(dir, name, version, 'mf-manifest.json')).catch(() => {
    throw new Error(`${name} ${version} is in the registry but its build folder is missing.`);
  });
}

/**
 * Builds the remote with its version baked in and stores the build under its version. Without a canary
 * share it goes live for everyone; with one, it becomes the area's canary for that share of users (the
 * live build stays live for the others).
 */
export async function publish(name, requestedVersion, { canary, by } = {}) {
  assertRemotePackage(name);
  const version = requestedVersion ?? defaultVersion();
  if (!versionPattern.test(version)) {
    throw new Error(`Version "${version}" may only hold letters, digits, ".", "_" and "-".`);
  }
  const share = canary === undefined ? null : parseShare(canary);
  const published = (await readRegistry()).remotes[name];
  if (published?.versions.includes(version)) {
    throw new Error(`${name} ${version} is already published; choose another version.`);
  }
  if (share !== null && !published?.current) {
    throw new Error(`${name} has no live build yet: publish one without --canary first.`);
  }
  buildRemote(name, version);
  const target = path.join(releasesDir(), name, version);
  await rm(target, { recursive: true, force: true });
  await cp(path.join(repoRoot, name, 'dist'), target, { recursive: true });
  await storeServerBundle(name, target);
  // Loaded here: only a publish renders pages, and the API (which imports this module) ships without the
  // renderer's build-time packages in its image.
  const { prerenderRelease } = await import('../prerender/prerender.mjs');
  await prerenderRelease(name, version);
  // In the bucket before the registry names it, so no host is ever sent to a build it cannot get.
  const store = await buildStoreFromEnvironment();
  if (store) await uploadBuild(store, name, version, releasesDir());
  await changeArea(name, { action: share === null ? 'publish' : 'publish canary', by }, (entry) => {
    if (entry.versions.includes(version)) {
      throw new Error(`${name} ${version} is already published; choose another version.`);
    }
    const versions = [...entry.versions, version];
    if (share === null) return { ...entry, current: version, versions, canary: null };
    return { ...entry, versions, canary: { version, share } };
  });
  return version;
}

/** Makes the canary live for everyone. */
export async function promote(name, { by, dir, databaseUrl } = {}) {
  const next = await changeArea(name, { action: 'promote', by, dir, databaseUrl }, (entry) => {
    if (!entry.canary) throw new Error(`${name} has no canary to promote.`);
    return { ...entry, current: entry.canary.version, canary: null };
  });
  return next.current;
}

/** Changes the share of users who get the canary. */
export async function setCanaryShare(name, value, { by, dir, databaseUrl } = {}) {
  const share = parseShare(value);
  await changeArea(name, { action: 'canary share', by, dir, databaseUrl }, (entry) => {
    if (!entry.canary) throw new Error(`${name} has no canary.`);
    return { ...entry, canary: { ...entry.canary, share } };
  });
  return share;
}

/**
 * Without a version: drops the canary, or with none, makes the build published before the live one live
 * again. With a version: makes that earlier build live (a canary, if any, stays). Answers what is live and
 * which canary was dropped.
 */
export async function rollback(name, requestedVersion, { by, reason, dir, databaseUrl, store } = {}) {
  let dropped = null;
  const next = await changeArea(name, { action: 'rollback', by, reason, dir, databaseUrl }, async (entry) => {
    if (entry.versions.length === 0) throw new Error(`${name} has no published build.`);
    if (requestedVersion === undefined && entry.canary) {
      dropped = entry.canary.version;
      return { ...entry, canary: null };
    }
    let version = requestedVersion;
    if (version === undefined) {
      const index = entry.versions.indexOf(entry.current);
      if (index <= 0) throw new Error(`${name} has no build older than ${entry.current}.`);
      version = entry.versions[index - 1];
    } else if (!entry.versions.includes(version)) {
      throw new Error(`${name} has no build ${version}. Published: ${entry.versions.join(', ')}.`);
    }
    await fetchBuild(store ?? (await buildStoreFromEnvironment()), name, version, dir ?? releasesDir());
    await assertBuildExists(name, version, dir);
    const mismatch = await contractMismatch(name, version, dir);
    if (mismatch) {
      throw new Error(
        `${mismatch}, so the area would show its fallback: roll back to a build made against the current ` +
          'contract (docs/operations.md, "Contract version").',
      );
    }
    return { ...entry, current: version };
  });
  return { live: next.current, dropped };
}

/**
 * The automatic rollback: drops the canary only if it is still `version`, so several API processes that
 * reach the same decision together change the registry once. Answers whether this call dropped it.
 */
export async function dropCanary(name, version, { by, reason, dir, databaseUrl }) {
  const next = await changeArea(
    name,
    { action: 'automatic rollback', by, reason, dir, databaseUrl },
    (entry) => (entry.canary?.version === version ? { ...entry, canary: null } : null),
  );
  return next !== null;
}
