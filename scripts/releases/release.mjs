// Publishing and rolling back one remote. Neither touches the shell or the other remotes.
import { execFileSync } from 'node:child_process';
import { cp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertRemotePackage, readRegistry, releasesDir, repoRoot, writeRegistry } from './registry.mjs';

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
  execFileSync('npm', ['run', 'build', '--silent', '-w', `@platform/${name}`], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, REMOTE_VERSION: version, NODE_ENV: 'production' },
  });
}

/** Builds the remote with its version baked in, stores the build under its version and makes it live. */
export async function publish(name, requestedVersion) {
  assertRemotePackage(name);
  const version = requestedVersion ?? defaultVersion();
  if (!versionPattern.test(version)) {
    throw new Error(`Version "${version}" may only hold letters, digits, ".", "_" and "-".`);
  }
  const registry = await readRegistry();
  const entry = registry.remotes[name] ?? { current: null, versions: [] };
  if (entry.versions.includes(version)) {
    throw new Error(`${name} ${version} is already published; choose another version.`);
  }
  buildRemote(name, version);
  const target = path.join(releasesDir(), name, version);
  await rm(target, { recursive: true, force: true });
  await cp(path.join(repoRoot, name, 'dist'), target, { recursive: true });
  registry.remotes[name] = { current: version, versions: [...entry.versions, version] };
  await writeRegistry(registry);
  return version;
}

/** Makes an earlier build live again: the named one, or the one published before the live one. */
export async function rollback(name, requestedVersion) {
  assertRemotePackage(name);
  const registry = await readRegistry();
  const entry = registry.remotes[name];
  if (!entry || entry.versions.length === 0) throw new Error(`${name} has no published build.`);
  let version = requestedVersion;
  if (version === undefined) {
    const index = entry.versions.indexOf(entry.current);
    if (index <= 0) throw new Error(`${name} has no build older than ${entry.current}.`);
    version = entry.versions[index - 1];
  } else if (!entry.versions.includes(version)) {
    throw new Error(`${name} has no build ${version}. Published: ${entry.versions.join(', ')}.`);
  }
  await stat(path.join(releasesDir(), name, version, 'mf-manifest.json'));
  registry.remotes[name] = { ...entry, current: version };
  await writeRegistry(registry);
  return version;
}
