import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeDatabaseRegistries,
  importRegistryFile,
  readRegistry,
  updateRegistry,
} from '../../scripts/releases/registry.mjs';
import { setCanaryShare } from '../../scripts/releases/release.mjs';
import { createApp } from '../src/app.js';
import type { App } from '../src/app.js';
import { useHarness } from './support/harness.js';
import { inheritedEnvironment, testDatabaseUrl } from './support/test-environment.js';

/*
 * The remote registry in PostgreSQL: two API processes with releases folders of their own (two hosts) on one
 * database read the same registry; the ops page of one, the automatic rollback and the release commands
 * write it in one transaction under a lock; an existing registry.json is taken in once.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const token = 'ops-token-0123456789abcdef';
const h = useHarness(() => ({ opsToken: token }));
const folder = mkdtempSync(join(tmpdir(), 'platform-hosts-'));
const hostA = join(folder, 'host-a');
const hostB = join(folder, 'host-b');
let appA: App;
let appB: App;

function build(dir: string, remote: string, version: string) {
  mkdirSync(join(dir, remote, version), { recursive: true });
  writeFileSync(join(dir, remote, version, 'mf-manifest.json'), '{}');
}

beforeAll(() => {
  for (const dir of [hostA, hostB]) {
    build(dir, 'mf-billing', 'b1');
    build(dir, 'mf-billing', 'b2');
  }
  writeFileSync(
    join(hostA, 'registry.json'),
    JSON.stringify({
      remotes: { 'mf-billing': { current: 'b2', versions: ['b1', 'b2'], canary: null } },
      history: [
        {
          at: '2026-11-20T09:00:00.000Z',
          by: 'ada@build-1',
          remote: 'mf-billing',
          action: 'publish',
          from: { live: 'b1', canary: null },
          to: { live: 'b2', canary: null },
        },
      ],
    }),
  );
  appA = createApp({ ...h.deps, releasesDir: hostA, registryDatabaseUrl: h.db.url });
  appB = createApp({ ...h.deps, releasesDir: hostB, registryDatabaseUrl: h.db.url });
});

afterAll(async () => {
  await closeDatabaseRegistries();
  rmSync(folder, { recursive: true, force: true });
});

const billingOn = async (app: App) => {
  const response = await app.request('/api/remotes');
  const { remotes } = (await response.json()) as { remotes: { package: string; version: string }[] };
  return remotes.find((remote) => remote.package === 'mf-billing')?.version;
};

const ops = (app: App, path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

describe('the remote registry in PostgreSQL', () => {
  it('takes in an existing registry.json once, with its history, and renames the file', async () => {
    expect(await billingOn(appB)).toBeUndefined();
    expect(await importRegistryFile({ dir: hostA, databaseUrl: h.db.url })).toBe(true);
    expect(existsSync(join(hostA, 'registry.json'))).toBe(false);
    expect(existsSync(join(hostA, 'registry.json.imported'))).toBe(true);
    const registry = await readRegistry({ dir: hostB, databaseUrl: h.db.url });
    expect(registry.remotes['mf-billing']).toEqual({ current: 'b2', versions: ['b1', 'b2'], canary: null });
    expect(registry.history).toEqual([
      expect.objectContaining({ by: 'ada@build-1', action: 'publish', at: '2026-11-20T09:00:00.000Z' }),
    ]);
    // A second host's own file is not taken in over a registry that has areas.
    writeFileSync(join(hostB, 'registry.json'), JSON.stringify({ remotes: {}, history: [] }));
    expect(await importRegistryFile({ dir: hostB, databaseUrl: h.db.url })).toBe(false);
    expect(existsSync(join(hostB, 'registry.json'))).toBe(true);
  });

  it('a rollback through one host is what the other serves on its next read, with who and why', async () => {
    expect([await billingOn(appA), await billingOn(appB)]).toEqual(['b2', 'b2']);
    const answer = await ops(appA, '/api/ops/rollback', { remote: 'mf-billing' });
    expect(await answer.json()).toEqual({ message: 'mf-billing rolled back: b1 is live.' });
    expect([await billingOn(appA), await billingOn(appB)]).toEqual(['b1', 'b1']);
    const { history } = await readRegistry({ dir: hostB, databaseUrl: h.db.url });
    expect(history.at(-1)).toMatchObject({
      by: 'ops page',
      action: 'rollback',
      from: { live: 'b2', canary: null },
      to: { live: 'b1', canary: null },
    });
  });

  it('the release commands read and write the same registry: a rollback on the command line of host A reaches host B', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['scripts/remote-release.mjs', 'history', 'mf-billing'],
      {
        cwd: repoRoot,
        env: inheritedEnvironment({ DATABASE_URL: h.db.url, RELEASES_DIR: hostA, RELEASE_ACTOR: 'grace@ci' }),
      },
    );
    expect(stdout).toContain('mf-billing publish by ada@build-1: live b2');
    expect(stdout).toContain('mf-billing rollback by ops page: live b1');
    const rolled = await promisify(execFile)(
      process.execPath,
      ['scripts/remote-release.mjs', 'rollback', 'mf-billing', 'b2'],
      {
        cwd: repoRoot,
        env: inheritedEnvironment({ DATABASE_URL: h.db.url, RELEASES_DIR: hostA, RELEASE_ACTOR: 'grace@ci' }),
      },
    );
    expect(rolled.stdout).toBe('mf-billing rolled back: b2 is live.\n');
    expect(await billingOn(appB)).toBe('b2');
    expect((await readRegistry({ dir: hostB, databaseUrl: h.db.url })).history.at(-1)).toMatchObject({
      by: 'grace@ci',
      action: 'rollback',
    });
  });

  it.skipIf(!testDatabaseUrl)(
    'changes made at once by many writers are each applied on what the one before left',
    async () => {
      const shares = [5, 10, 15, 20, 25, 30, 35, 40];
      await promisify(execFile)(
        process.execPath,
        ['scripts/remote-release.mjs', 'rollback', 'mf-billing', 'b1'],
        { cwd: repoRoot, env: inheritedEnvironment({ DATABASE_URL: h.db.url, RELEASES_DIR: hostA }) },
      );
      const place = { dir: hostA, databaseUrl: h.db.url };
      await updateRegistry((registry) => {
        registry.remotes['mf-billing'] = {
          ...registry.remotes['mf-billing']!,
          canary: { version: 'b2', share: 1 },
        };
      }, place);
      await Promise.all(shares.map((share) => setCanaryShare('mf-billing', share, place)));
      const { history } = await readRegistry(place);
      const changes = history.slice(-shares.length);
      expect(changes.map((change) => change.action)).toEqual(shares.map(() => 'canary share'));
      // Each change starts from the state the one before it left: none was lost.
      changes.slice(1).forEach((change, index) => expect(change.from).toEqual(changes[index]!.to));
      expect(changes[0]!.from.canary).toEqual({ version: 'b2', share: 1 });
    },
  );
});
