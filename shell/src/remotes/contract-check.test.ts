import type { RemoteRegistryResponse } from '@platform/shared-ui/core';
import { createTestPlatform } from '@platform/shared-ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaContractError, createFederationSource, type FederationRuntime } from './area-source';
import { providedContractVersion, refusedContractRange, requiredContractRanges } from './contract-check';

const manifest = (requiredVersion: unknown) => ({
  metaData: { globalName: 'mf_billing', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
    { name: '@platform/shared-ui', version: '1.0.0', requiredVersion },
  ],
});

describe('the contract range a build requires', () => {
  it("is the requiredVersion of each shared-ui entry in the build's manifest", () => {
    expect(requiredContractRanges(manifest('^1.2.0'))).toEqual(['^1.2.0']);
    expect(requiredContractRanges({ shared: [{ name: 'react', requiredVersion: '^19.3.1' }] })).toEqual([]);
    expect(requiredContractRanges(manifest(false))).toEqual([]);
    expect(requiredContractRanges(null)).toEqual([]);
    const both = {
      shared: [
        { name: '@platform/shared-ui/core', requiredVersion: '^1.17.0' },
        { name: '@platform/shared-ui', requiredVersion: '^0.1.0' },
      ],
    };
    expect(requiredContractRanges(both)).toEqual(['^1.17.0', '^0.1.0']);
    // Every entry must be admitted: the first one refused is the one named.
    expect(refusedContractRange('1.17.0', requiredContractRanges(both))).toBe('^0.1.0');
  });

  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.2.0', true],
    ['1.1.0', '^1.2.0', false],
    ['2.0.0', '^1.0.0', false],
    ['1.0.0', '^0.1.0', false],
    ['1.0.0', '>=1.0.0 <2.0.0', true],
    ['1.0.0', 'not a range', false],
    ['1.0.0', null, true],
  ] as const)('a shell at %s admits a build that requires %s: %s', (provided, required, admitted) => {
    expect(refusedContractRange(provided, required === null ? [] : [required]) === null).toBe(admitted);
  });

  it("reads the shell's own contract version from its federation runtime, not a remote's", () => {
    const shared = {
      '@platform/shared-ui': [
        { version: '0.1.0', from: 'mf_billing' },
        { version: '1.3.0', from: 'shell' },
      ],
    };
    expect(providedContractVersion({ options: { name: 'shell', shared } })).toBe('1.3.0');
    expect(providedContractVersion({ options: { name: 'shell', shared: {} } })).toBeNull();
    expect(providedContractVersion(undefined)).toBeNull();
  });
});

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

function recordingRuntime() {
  const calls: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes) => void calls.push(`register ${remotes[0]!.entry}`),
    loadRemote: async <T>(id: string) => {
      calls.push(`load ${id}`);
      return { pages: {}, version: '2026.1' } as T;
    },
  };
  return { runtime, calls };
}

describe('an area whose build needs another contract', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is refused before any of its code runs, with one log line and a load failure for the health', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = createTestPlatform({ script: { 'GET /api/remotes': { body: REGISTRY } } });
    const { runtime, calls } = recordingRuntime();
    const failures: unknown[] = [];
    const read: string[] = [];
    const source = createFederationSource({
      api,
      runtime,
      contractVersion: '1.0.0',
      readManifest: async (url) => (read.push(url), manifest('^0.1.0')),
      health: { assigned: () => {}, beacon: () => {}, loadFailed: (_area, error) => failures.push(error) },
    });

    const refusal = source.load('mf_billing');
    await expect(refusal).rejects.toBeInstanceOf(AreaContractError);
    await expect(refusal).rejects.toThrow(
      'mf-billing 2026.1 was built against @platform/shared-ui ^0.1.0; this shell provides 1.0.0.',
    );
    source.reset('mf_billing');
    await expect(source.load('mf_billing')).rejects.toBeInstanceOf(AreaContractError);

    expect(read).toEqual([
      '/remotes/mf-billing/2026.1/mf-manifest.json',
      '/remotes/mf-billing/2026.1/mf-manifest.json',
    ]);
    expect(calls).toEqual([]);
    expect(failures).toHaveLength(2);
    expect(logged.mock.calls).toEqual([
      [
        'CONTRACT MISMATCH: mf-billing 2026.1 was built against @platform/shared-ui ^0.1.0; this shell provides ' +
          '1.0.0. Not loaded: the Billing area shows its fallback.',
      ],
    ]);
  });

  it('loads a build whose range admits the shell, and checks nothing without a contract version', async () => {
    const { api } = createTestPlatform({ script: { 'GET /api/remotes': { body: REGISTRY } } });
    const admitted = recordingRuntime();
    const compatible = createFederationSource({
      api,
      runtime: admitted.runtime,
      contractVersion: '1.4.0',
      readManifest: async () => manifest('^1.2.0'),
    });
    await expect(compatible.load('mf_billing')).resolves.toMatchObject({ version: '2026.1' });
    expect(admitted.calls).toEqual([
      'register /remotes/mf-billing/2026.1/remoteEntry.js',
      'load mf_billing/pages',
    ]);

    // The manifest is still read, for where the build's entry is.
    const unchecked = createFederationSource({
      api,
      runtime: recordingRuntime().runtime,
      readManifest: async () => manifest('^0.1.0'),
    });
    await expect(unchecked.load('mf_billing')).resolves.toMatchObject({ version: '2026.1' });
  });

  it('fails the area when the manifest cannot be read', async () => {
    const { api } = createTestPlatform({ script: { 'GET /api/remotes': { body: REGISTRY } } });
    const { runtime, calls } = recordingRuntime();
    const source = createFederationSource({
      api,
      runtime,
      contractVersion: '1.0.0',
      readManifest: () =>
        Promise.reject(new Error('/remotes/mf-billing/2026.1/mf-manifest.json answered 404.')),
    });
    await expect(source.load('mf_billing')).rejects.toThrow('answered 404.');
    expect(calls).toEqual([]);
  });
});
