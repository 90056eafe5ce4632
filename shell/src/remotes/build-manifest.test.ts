import { describe, expect, it } from 'vitest';
import { pagesModuleScripts, remoteEntryOf } from './build-manifest';

const MANIFEST = {
  metaData: { globalName: 'mf_auth', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './other', assets: { js: { sync: ['js/other.js'] } } },
    { path: './pages', assets: { js: { sync: ['js/__federation_expose_pages.1.js'], async: ['js/9.js'] } } },
  ],
};

describe('remoteEntryOf', () => {
  it("is the manifest's remote entry, in the manifest's folder, under the area's name", () => {
    expect(remoteEntryOf('mf_auth', '/remotes/mf-auth/7/mf-manifest.json', MANIFEST)).toEqual({
      name: 'mf_auth',
      entry: '/remotes/mf-auth/7/remoteEntry.js',
      entryGlobalName: 'mf_auth',
    });
    const nested = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } } };
    expect(remoteEntryOf('mf_auth', '/remotes/mf-auth/7/mf-manifest.json', nested)).toEqual({
      name: 'mf_auth',
      entry: '/remotes/mf-auth/7/entry/remoteEntry.js',
    });
  });

  it('is null for a manifest without one', () => {
    expect(remoteEntryOf('mf_auth', '/remotes/mf-auth/7/mf-manifest.json', null)).toBeNull();
    expect(remoteEntryOf('mf_auth', '/m.json', { metaData: { remoteEntry: { name: 3 } } })).toBeNull();
  });
});

describe('pagesModuleScripts', () => {
  it("is the scripts of ./pages itself, not its lazy pages, in the manifest's folder", () => {
    expect(pagesModuleScripts('/remotes/mf-auth/7/mf-manifest.json', MANIFEST)).toEqual([
      '/remotes/mf-auth/7/js/__federation_expose_pages.1.js',
    ]);
  });

  it('is empty for a manifest that lists none', () => {
    expect(pagesModuleScripts('/m.json', null)).toEqual([]);
    expect(pagesModuleScripts('/m.json', { exposes: [{ path: './pages' }] })).toEqual([]);
  });
});
