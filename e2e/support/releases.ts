import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eEnvironment } from './environment';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const registryFile = path.join(e2eEnvironment.RELEASES_DIR!, 'registry.json');

interface Registry {
  remotes: Record<
    string,
    { current: string; versions: string[]; canary?: { version: string; share: number } | null }
  >;
}

/** Runs the same release command ops would run, against the e2e server's release folder. */
export function releaseCommand(...args: string[]): string {
  return execFileSync('node', ['scripts/remote-release.mjs', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eEnvironment },
    encoding: 'utf8',
  });
}

export function readRegistry(): Registry {
  return JSON.parse(readFileSync(registryFile, 'utf8')) as Registry;
}

export function writeRegistry(registry: Registry): void {
  writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
}
