import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadBuild } from '../../scripts/releases/build-store.mjs';
import { parseEnvironment } from '../src/platform/config/environment.js';
import { byteStoreFromEnv } from '../src/platform/byte-store/byte-store-from-env.js';
import type { ByteStore } from '../src/platform/byte-store/byte-store.js';
import { createApp } from '../src/app.js';
import type { App } from '../src/app.js';
import { useHarness } from './support/harness.js';

/*
 * Published builds in the byte store: host A publishes into the bucket, host B (a releases folder of its own,
 * empty) serves the build on its first request, rolls back to it, and caches it for good.
 */

const folder = mkdtempSync(join(tmpdir(), 'platform-builds-'));
const hostA = join(folder, 'host-a');
const hostB = join(folder, 'host-b');
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: join(folder, 's3'),
  configureBuckets: [{ name: 'platform-bytes', configs: [] }],
});
let store: ByteStore;
let hostBApp: App;
const token = 'ops-token-0123456789abcdef';
const h = useHarness();

function build(dir: string, version: string) {
  const root = join(dir, 'mf-billing', version);
  mkdirSync(join(root, 'static', 'js'), { recursive: true });
  mkdirSync(join(root, 'prerender', 'server'), { recursive: true });
  writeFileSync(join(root, 'mf-manifest.json'), JSON.stringify({ name: 'mf_billing', version }));
  writeFileSync(
    join(root, 'static', 'js', '__federation_expose_BillingPage.js'),
    `console.log(${JSON.stringify(version)});`,
  );
  writeFileSync(join(root, 'prerender', 'server', 'pages.cjs'), 'module.exports = {};');
}

beforeAll(async () => {
  const { port } = await server.run();
  store = byteStoreFromEnv(
    parseEnvironment({
      S3_BUCKET: 'platform-bytes',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    join(folder, 'uploads'),
  );
  build(hostA, 'b1');
  await uploadBuild(store, 'mf-billing', 'b1', hostA);
  build(hostB, 'b2');
  writeFileSync(
    join(hostB, 'registry.json'),
    JSON.stringify({ remotes: { 'mf-billing': { current: 'b2', versions: ['b1', 'b2'] } }, history: [] }),
  );
  hostBApp = createApp({ ...h.deps, releasesDir: hostB, byteStore: store, opsToken: token });
});

afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('remote builds in the byte store', () => {
  it('a host serves a build another host published, immutable, and keeps it in its releases folder', async () => {
    expect(existsSync(join(hostB, 'mf-billing', 'b1'))).toBe(false);
    const [first, second] = await Promise.all(
      ['mf-manifest.json', 'static/js/__federation_expose_BillingPage.js'].map((file) =>
        hostBApp.request(`/remotes/mf-billing/b1/${file}`),
      ),
    );
    expect(first?.status).toBe(200);
    expect(first?.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await first?.json()).toEqual({ name: 'mf_billing', version: 'b1' });
    expect(await second?.text()).toBe('console.log("b1");');
    expect(readFileSync(join(hostB, 'mf-billing', 'b1', 'mf-manifest.json'), 'utf8')).toContain('"b1"');
    // The server-side part of a build stays private on every host.
    expect((await hostBApp.request('/remotes/mf-billing/b1/prerender/server/pages.cjs')).status).toBe(404);
  });

  it('a build no host published is a 404, not a 5xx', async () => {
    expect((await hostBApp.request('/remotes/mf-billing/b9/mf-manifest.json')).status).toBe(404);
    expect((await hostBApp.request('/remotes/mf-billing/b1/missing.js')).status).toBe(404);
  });

  it('a rollback on a host to a build only the bucket holds fetches it first', async () => {
    rmSync(join(hostB, 'mf-billing', 'b1'), { recursive: true, force: true });
    const answer = await hostBApp.request('/api/ops/rollback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ remote: 'mf-billing' }),
    });
    expect(await answer.json()).toEqual({ message: 'mf-billing rolled back: b1 is live.' });
    expect(existsSync(join(hostB, 'mf-billing', 'b1', 'mf-manifest.json'))).toBe(true);
  });
});
