import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eEnvironment } from './environment';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const registryFile = path.join(e2eEnvironment.RELEASES_DIR!, 'registry.json');

interface Registry {
  remotes: Record<
    string,
    { current: string; versions: string[]; canary?: { version: string; share: number } | null }
  >;
  history?: { by: string; action: string; remote: string; reason?: string; to: { live: string | null } }[];
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

/**
 * Turns a published build into one whose page throws while it renders: the string `text` in its scripts
 * becomes an expression that throws. Only that build's folder changes (versioned files are never shared).
 */
export function breakBuild(remote: string, version: string, text: string): void {
  const folder = path.join(e2eEnvironment.RELEASES_DIR!, remote, version);
  const literal = new RegExp(`(["'\`])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');
  let broken = 0;
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const script = readFileSync(path.join(folder, file), 'utf8');
    const changed = script.replace(
      literal,
      '(()=>{throw new Error("This canary build is broken on purpose")})()',
    );
    if (changed !== script) {
      writeFileSync(path.join(folder, file), changed);
      broken += 1;
    }
  }
  if (broken === 0) throw new Error(`No script of ${remote} ${version} holds "${text}".`);
}

/**
 * Makes a published build one made against another platform contract, as a build from before a major
 * bump is: its manifest's `@platform/shared-ui` requiredVersion becomes `range` (docs/operations.md).
 */
export function requireContract(remote: string, version: string, range: string): void {
  const file = path.join(e2eEnvironment.RELEASES_DIR!, remote, version, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    shared: { name: string; requiredVersion: string }[];
  };
  // Every entry of the contract (the whole and its core) carries the range the build was made against.
  const contract = manifest.shared.filter((shared) => shared.name.startsWith('@platform/shared-ui'));
  if (contract.length === 0) throw new Error(`${remote} ${version} does not share @platform/shared-ui.`);
  for (const entry of contract) entry.requiredVersion = range;
  writeFileSync(file, JSON.stringify(manifest));
}
