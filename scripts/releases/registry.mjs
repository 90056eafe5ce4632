// The remote registry: which builds of each remote are published and which one is live.
// It is a plain JSON file beside the builds, so a deploy is "copy a folder, rewrite one small file"
// and every API process (or a CDN) sees the change on its next read.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const remotePackages = ['mf-marketing', 'mf-auth', 'mf-workspace', 'mf-billing'];

export function releasesDir() {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'));
}

export function registryPath() {
  return path.join(releasesDir(), 'registry.json');
}

export async function readRegistry() {
  try {
    return JSON.parse(await readFile(registryPath(), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return { remotes: {} };
    throw error;
  }
}

/** Replaces the file in one rename so a reader never sees half a registry. */
export async function writeRegistry(registry) {
  await mkdir(releasesDir(), { recursive: true });
  const temporary = `${registryPath()}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temporary, registryPath());
}

export function assertRemotePackage(name) {
  if (!remotePackages.includes(name)) {
    throw new Error(`Unknown remote "${name}". Remotes: ${remotePackages.join(', ')}.`);
  }
}
