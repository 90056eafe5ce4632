import type { ApiClient, RemoteRegistryResponse } from '@platform/shared-ui/core';
import { createTestPlatform } from '@platform/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { createFederationSource, type FederationRuntime } from './area-source';

const REGISTRY: RemoteRegistryResponse = {
  remotes: [
    {
      name: 'mf_billing',
      package: 'mf-billing',
      area: 'Billing',
      version: '2026.1',
      entry: '/remotes/mf-billing/2026.1/mf-manifest.json',
      channel: 'live',
    },
  ],
  beacon: 'page-load-beacon',
};

/** The billing build's manifest, as far as the shell reads it. */
const MANIFEST = {
  metaData: { globalName: 'mf_billing', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './pages', assets: { js: { sync: ['js/__federation_expose_pages.1.js'] } } }],
};
const readManifest = async () => MANIFEST;

function fakeRuntime(answers: unknown[]) {
  const registered: { remotes: unknown[]; force: boolean | undefined }[] = [];
  const requested: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes(remotes, options) {
      registered.push({ remotes, force: options?.force });
    },
    async loadRemote<T>(id: string) {
      requested.push(id);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
  };
  return { runtime, registered, requested };
}

describe('createFederationSource', () => {
  it("registers the remote entry the area's manifest names at runtime and loads <name>/pages once", async () => {
    const { api, requests } = createTestPlatform({ script: { 'GET /api/remotes': { body: REGISTRY } } });
    const module = { pages: {}, version: '2026.1' };
    const { runtime, registered, requested } = fakeRuntime([module]);
    const preloaded: string[] = [];
    const source = createFederationSource({
      api,
      readManifest,
      runtime,
      preloadScripts: (urls) => preloaded.push(...urls),
    });

    await expect(source.load('mf_billing')).resolves.toBe(module);
    await expect(source.load('mf_billing')).resolves.toBe(module);

    expect(registered).toEqual([
      {
        remotes: [
          {
            name: 'mf_billing',
            entry: '/remotes/mf-billing/2026.1/remoteEntry.js',
            entryGlobalName: 'mf_billing',
          },
        ],
        force: false,
      },
    ]);
    expect(requested).toEqual(['mf_billing/pages']);
    // `./pages` is fetched while remoteEntry.js loads, as the runtime did when it read manifests.
    expect(preloaded).toEqual(['/remotes/mf-billing/2026.1/js/__federation_expose_pages.1.js']);
    expect(requests.filter((request) => request.path === '/api/remotes')).toHaveLength(1);
  });

  it('keeps a failure until reset, then reads the registry again and replaces the registration', async () => {
    const { api, requests } = createTestPlatform({ script: { 'GET /api/remotes': { body: REGISTRY } } });
    const { runtime, registered } = fakeRuntime([
      new Error('manifest 404'),
      { pages: {}, version: '2026.1' },
    ]);
    const source = createFederationSource({ api, readManifest, runtime });

    await expect(source.load('mf_billing')).rejects.toThrow('manifest 404');
    await expect(source.load('mf_billing')).rejects.toThrow('manifest 404');
    source.reset('mf_billing');
    await expect(source.load('mf_billing')).resolves.toMatchObject({ version: '2026.1' });

    expect(registered.map((registration) => registration.force)).toEqual([false, true]);
    expect(requests.filter((request) => request.path === '/api/remotes')).toHaveLength(2);
  });

  it("asks for the caller's bucket and tells the health which build each area loads and which loads fail", async () => {
    const asked: unknown[] = [];
    const api = {
      get: async <T>(path: string, options?: unknown) => {
        asked.push({ path, options });
        return REGISTRY as T;
      },
    } as ApiClient;
    const told: string[] = [];
    const health = {
      assigned: (area: string, build: { remote: string; version: string }, beacon?: string) =>
        told.push(`${area} assigned ${build.remote} ${build.version} (${beacon})`),
      loadFailed: (area: string, error: unknown) => told.push(`${area} failed: ${(error as Error).message}`),
      beacon: (beacon: string) => told.push(`beacon ${beacon}`),
    };
    const { runtime } = fakeRuntime([new Error('chunk 404')]);
    const source = createFederationSource({ api, readManifest, runtime, visitor: 'browser-1234', health });

    await expect(source.load('mf_billing')).rejects.toThrow('chunk 404');
    expect(told).toEqual([
      'mf_billing assigned mf-billing 2026.1 (page-load-beacon)',
      'mf_billing failed: chunk 404',
    ]);
    // Signed in, the token goes too (auth: 'user'), so the API buckets by account.
    expect(asked).toEqual([
      { path: '/api/remotes', options: { auth: 'user', query: { visitor: 'browser-1234' } } },
    ]);
  });

  it('loads from the answer the page came with, asking the registry only for the beacon, until a reset', async () => {
    const { api, requests } = createTestPlatform({ script: { 'GET /api/remotes': { body: REGISTRY } } });
    const told: string[] = [];
    const health = {
      assigned: (area: string, build: { remote: string; version: string }, beacon?: string) =>
        told.push(`${area} assigned ${build.remote} ${build.version} (${beacon})`),
      loadFailed: () => undefined,
      beacon: (beacon: string) => told.push(`beacon ${beacon}`),
    };
    const manifestsRead: string[] = [];
    const { runtime, registered } = fakeRuntime([new Error('chunk 404'), { pages: {}, version: '2026.1' }]);
    const source = createFederationSource({
      api,
      runtime,
      health,
      readManifest: async (url) => {
        manifestsRead.push(url);
        return MANIFEST;
      },
      served: {
        remotes: REGISTRY.remotes,
        manifests: { '/remotes/mf-billing/2026.1/mf-manifest.json': MANIFEST },
      },
    });

    await expect(source.load('mf_billing')).rejects.toThrow('chunk 404');
    expect(registered[0]?.remotes).toEqual([
      {
        name: 'mf_billing',
        entry: '/remotes/mf-billing/2026.1/remoteEntry.js',
        entryGlobalName: 'mf_billing',
      },
    ]);
    expect(manifestsRead).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(told).toEqual(['mf_billing assigned mf-billing 2026.1 (undefined)', 'beacon page-load-beacon']);
    expect(requests.filter((request) => request.path === '/api/remotes')).toHaveLength(1);

    // Retry reads the registry and the manifest from the API: the page's answer may be what failed.
    source.reset('mf_billing');
    await expect(source.load('mf_billing')).resolves.toMatchObject({ version: '2026.1' });
    expect(manifestsRead).toEqual(['/remotes/mf-billing/2026.1/mf-manifest.json']);
    expect(requests.filter((request) => request.path === '/api/remotes')).toHaveLength(2);
  });

  it('fails an area that has no live build, or whose module is not a pages module', async () => {
    const { api } = createTestPlatform({ script: { 'GET /api/remotes': { body: REGISTRY } } });
    const source = createFederationSource({
      api,
      readManifest,
      runtime: fakeRuntime([{ default: 1 }]).runtime,
    });

    await expect(source.load('mf_auth')).rejects.toThrow('The registry has no live build of mf-auth.');
    await expect(source.load('mf_billing')).rejects.toThrow(
      'mf-billing 2026.1 does not expose pages and a version.',
    );
  });

  it('fails an area whose manifest names no remote entry', async () => {
    const { api } = createTestPlatform({ script: { 'GET /api/remotes': { body: REGISTRY } } });
    const source = createFederationSource({
      api,
      readManifest: async () => ({ metaData: {} }),
      runtime: fakeRuntime([]).runtime,
    });
    await expect(source.load('mf_billing')).rejects.toThrow(
      'mf-billing 2026.1 has no remote entry in its manifest.',
    );
  });

  it('fails when the registry cannot be read', async () => {
    const { api } = createTestPlatform({ script: { 'GET /api/remotes': new TypeError('Failed to fetch') } });
    const source = createFederationSource({ api, readManifest, runtime: fakeRuntime([]).runtime });
    await expect(source.load('mf_marketing')).rejects.toMatchObject({ status: 0 });
  });

  it('gives up on a load that hangs', async () => {
    const { api } = createTestPlatform({ script: { 'GET /api/remotes': { body: REGISTRY } } });
    const runtime: FederationRuntime = {
      registerRemotes() {},
      loadRemote: () => new Promise(() => {}),
    };
    const source = createFederationSource({ api, readManifest, runtime, timeoutMs: 20 });
    await expect(source.load('mf_billing')).rejects.toThrow('mf-billing took too long to load.');
  });
});
