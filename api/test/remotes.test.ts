import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { startSession } from '../src/platform/sessions/sessions.js';
import { inCanary } from '../src/platform/remotes/bucket.js';
import { createUser, useHarness } from './support/harness.js';

const h = useHarness();

function write(root: string, path: string, content: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

interface Published {
  current: string | null;
  versions: string[];
  canary?: { version: string; share: number } | null;
}

function publish(remotes: Record<string, Published>) {
  write(h.releasesDir, 'registry.json', JSON.stringify({ remotes }));
}

describe('GET /api/remotes', () => {
  it('is empty before anything is published', async () => {
    const response = await h.app.request('/api/remotes');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      remotes: [],
      beacon: expect.stringMatching(/^[\w-]{16}\.\d+\.[\w-]{32}$/),
    });
  });

  it("answers each remote's live version from registry.json, uncached, and sees changes at once", async () => {
    publish({
      'mf-billing': { current: '2', versions: ['1', '2'] },
      'mf-auth': { current: '1.0.0', versions: ['1.0.0'] },
    });
    const response = await h.app.request('/api/remotes');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      remotes: [
        {
          name: 'mf_auth',
          package: 'mf-auth',
          area: 'Accounts',
          version: '1.0.0',
          entry: '/remotes/mf-auth/1.0.0/mf-manifest.json',
          channel: 'live',
        },
        {
          name: 'mf_billing',
          package: 'mf-billing',
          area: 'Billing',
          version: '2',
          entry: '/remotes/mf-billing/2/mf-manifest.json',
          channel: 'live',
        },
      ],
      beacon: expect.any(String),
    });

    publish({
      'mf-billing': { current: '1', versions: ['1', '2'] },
      'mf-auth': { current: null, versions: [] },
    });
    const rolledBack = (await (await h.app.request('/api/remotes')).json()) as {
      remotes: { version: string }[];
    };
    expect(rolledBack.remotes.map((remote) => remote.version)).toEqual(['1']);
  });
});

describe('GET /api/remotes with a canary', () => {
  const visitors = Array.from({ length: 400 }, (_, index) => `browser-${index}-0123456789`);
  const billingFor = async ({ visitor, token }: { visitor?: string; token?: string }) => {
    const query = visitor === undefined ? '' : `?visitor=${visitor}`;
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const response = await h.app.request(`/api/remotes${query}`, { headers });
    const { remotes } = (await response.json()) as {
      remotes: { package: string; version: string; channel: string }[];
    };
    return remotes.find((remote) => remote.package === 'mf-billing');
  };

  it('answers each visitor the build of their bucket, the same one on every call', async () => {
    publish({ 'mf-billing': { current: '1', versions: ['1', '2'], canary: { version: '2', share: 25 } } });
    const answers = await Promise.all(visitors.map((id) => billingFor({ visitor: id })));
    const canary = answers.filter((answer) => answer?.channel === 'canary');
    expect(canary.every((answer) => answer?.version === '2')).toBe(true);
    expect(
      answers.filter((answer) => answer?.channel === 'live').every((answer) => answer?.version === '1'),
    ).toBe(true);
    // 25% of 400, give or take what chance allows.
    expect(canary.length).toBeGreaterThan(70);
    expect(canary.length).toBeLessThan(130);
    for (const [index, id] of visitors.slice(0, 20).entries()) {
      expect((await billingFor({ visitor: id }))?.version).toBe(answers[index]?.version);
    }
  });

  it('buckets a signed-in user by their account, whatever their browser says', async () => {
    publish({ 'mf-billing': { current: '1', versions: ['1', '2'], canary: { version: '2', share: 50 } } });
    const user = await createUser(h.db);
    const token = await startSession(h.db.prisma, user.id, new Date());
    const expected = inCanary(`user:${user.id}`, 'mf-billing', 50) ? '2' : '1';
    for (const id of visitors.slice(0, 10)) {
      const answer = await billingFor({ token, visitor: id });
      expect(answer?.version).toBe(expected);
    }
  });

  it('gives the live build to a caller with no id, or one that is not an id', async () => {
    publish({ 'mf-billing': { current: '1', versions: ['1', '2'], canary: { version: '2', share: 100 } } });
    expect((await billingFor({}))?.version).toBe('1');
    expect((await billingFor({ visitor: 'short' }))?.version).toBe('1');
    expect((await billingFor({ visitor: visitors[0]! }))?.version).toBe('2');
  });
});

describe('GET /remotes/<package>/<version>/*', () => {
  beforeAll(() => {
    write(h.releasesDir, 'mf-auth/1.0.0/mf-manifest.json', '{"id":"mf_auth"}');
    write(h.releasesDir, 'mf-auth/1.0.0/static/js/pages.js', 'export const v = 1;');
    write(h.releasesDir, 'secret.txt', 'not a build');
  });

  it('serves published files with immutable caching and their content type', async () => {
    const manifest = await h.app.request('/remotes/mf-auth/1.0.0/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(manifest.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await manifest.json()).toEqual({ id: 'mf_auth' });

    const chunk = await h.app.request('/remotes/mf-auth/1.0.0/static/js/pages.js');
    expect(chunk.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await chunk.text()).toBe('export const v = 1;');
  });

  it('answers HEAD with the headers only', async () => {
    const response = await h.app.request('/remotes/mf-auth/1.0.0/mf-manifest.json', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Length')).toBe('16');
    expect(await response.text()).toBe('');
  });

  it('answers 304 to a revalidation with the same ETag', async () => {
    const first = await h.app.request('/remotes/mf-auth/1.0.0/mf-manifest.json');
    const etag = first.headers.get('ETag') ?? '';
    const again = await h.app.request('/remotes/mf-auth/1.0.0/mf-manifest.json', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for missing files, unknown remotes and paths that try to leave the build', async () => {
    for (const path of [
      '/remotes/mf-auth/1.0.0/missing.js',
      '/remotes/mf-auth/9.9.9/mf-manifest.json',
      '/remotes/not-a-remote/1.0.0/mf-manifest.json',
      '/remotes/mf-auth/..%2F..%2Fsecret.txt/x',
      '/remotes/mf-auth/1.0.0/..%2F..%2F..%2Fsecret.txt',
      '/remotes/mf-auth/%2E%2E/secret.txt',
      '/remotes/mf-auth/1.0.0/%E0%A4%A',
    ]) {
      const response = await h.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found.' });
    }
  });
});

describe('dev mode (REMOTES_DEV=1)', () => {
  it("lists every remote as version dev and serves it from the package's dist folder", async () => {
    const repo = mkdtempSync(join(tmpdir(), 'platform-dev-remotes-'));
    write(repo, 'mf-workspace/dist/mf-manifest.json', '{"id":"mf_workspace"}');
    const app = createApp({ ...h.deps, devRemotesRoot: repo });
    const registry = (await (await app.request('/api/remotes')).json()) as { remotes: { entry: string }[] };
    expect(registry.remotes.map((remote) => remote.entry)).toEqual([
      '/remotes/mf-marketing/dev/mf-manifest.json',
      '/remotes/mf-auth/dev/mf-manifest.json',
      '/remotes/mf-workspace/dev/mf-manifest.json',
      '/remotes/mf-billing/dev/mf-manifest.json',
      '/remotes/mf-staff/dev/mf-manifest.json',
    ]);
    const manifest = await app.request('/remotes/mf-workspace/dev/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('Cache-Control')).toBe('no-cache');
  });
});

describe('a broken registry.json', () => {
  const live = (version: string) => ({ current: version, versions: [version] });
  const areas = async () => {
    const response = await h.app.request('/api/remotes');
    expect(response.status).toBe(200);
    const { remotes } = (await response.json()) as { remotes: { package: string; version: string }[] };
    return Object.fromEntries(remotes.map((remote) => [remote.package, remote.version]));
  };

  it('keeps serving the last good registry, and says so loudly in the log', async () => {
    publish({ 'mf-auth': live('a1'), 'mf-billing': live('b1') });
    expect(await areas()).toEqual({ 'mf-auth': 'a1', 'mf-billing': 'b1' });

    write(h.releasesDir, 'registry.json', '{"remotes": {"mf-auth": {"current": "a2"');
    expect(await areas()).toEqual({ 'mf-auth': 'a1', 'mf-billing': 'b1' });
    expect(h.logs.at(-2)).toMatch(/^REGISTRY ERROR: .*registry\.json is not JSON/);

    write(h.releasesDir, 'registry.json', '[]');
    expect(await areas()).toEqual({ 'mf-auth': 'a1', 'mf-billing': 'b1' });

    publish({ 'mf-auth': live('a2'), 'mf-billing': live('b1') });
    expect(await areas()).toEqual({ 'mf-auth': 'a2', 'mf-billing': 'b1' });
  });

  it('keeps the last good registry when the file goes missing (issue #32, finding 10)', async () => {
    publish({ 'mf-auth': live('a5'), 'mf-billing': live('b5') });
    expect(await areas()).toEqual({ 'mf-auth': 'a5', 'mf-billing': 'b5' });
    rmSync(join(h.releasesDir, 'registry.json'));
    expect(await areas()).toEqual({ 'mf-auth': 'a5', 'mf-billing': 'b5' });
    expect(h.logs.join('\n')).toMatch(/REGISTRY ERROR: .*registry\.json cannot be read \(ENOENT\)/);
  });

  it("lets one area's bad entry affect only that area", async () => {
    publish({ 'mf-auth': live('a3'), 'mf-billing': live('b3'), 'mf-workspace': live('w3') });
    expect(await areas()).toEqual({ 'mf-auth': 'a3', 'mf-billing': 'b3', 'mf-workspace': 'w3' });
    write(
      h.releasesDir,
      'registry.json',
      JSON.stringify({
        remotes: {
          'mf-auth': { current: '../../etc', versions: [] },
          'mf-billing': live('b4'),
          'mf-workspace': 'w5',
          'mf-marketing': { current: 7 },
        },
      }),
    );
    expect(await areas()).toEqual({ 'mf-auth': 'a3', 'mf-billing': 'b4', 'mf-workspace': 'w3' });
    expect(h.logs.join('\n')).toContain('has an invalid entry for mf-auth');
    expect(h.logs.join('\n')).toContain('has an invalid entry for mf-marketing');
  });
});
