import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageChunks } from './preload-page-chunks';

const pageChunks = {
  login: { js: ['js/800.a.js', 'js/682.shared.js'], css: ['css/800.a.css'] },
  register: { js: ['js/801.b.js', 'js/682.shared.js'], css: [] },
};
const remotes = () => [
  { name: 'mf_auth', entry: '/remotes/mf-auth/7/mf-manifest.json' },
  { name: 'mf_billing', entry: '/remotes/mf-billing/3/mf-manifest.json' },
];

function preloads(rel = 'preload') {
  return [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => [
    (link as HTMLLinkElement).as,
    new URL((link as HTMLLinkElement).href).pathname,
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('preloadPageChunks', () => {
  it("preloads the linked page's scripts and styles only, from the map beside the manifest", async () => {
    const fetch = vi.fn((_url: URL) => Promise.resolve(new Response(JSON.stringify(pageChunks))));
    vi.stubGlobal('fetch', fetch);
    await preloadPageChunks('mf_auth', 'login', remotes);
    expect(preloads()).toEqual([
      ['script', '/remotes/mf-auth/7/js/800.a.js'],
      ['script', '/remotes/mf-auth/7/js/682.shared.js'],
      ['style', '/remotes/mf-auth/7/css/800.a.css'],
    ]);
    await preloadPageChunks('mf_auth', 'register', remotes);
    expect(preloads().slice(3)).toEqual([['script', '/remotes/mf-auth/7/js/801.b.js']]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/remotes\/mf-auth\/7\/page-chunks\.json$/);
  });

  it('prefetches instead for a guess at the next page, and never fetches a file twice whichever way it came', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(pageChunks))));
    await preloadPageChunks('mf_auth', 'login', remotes, document, 'prefetch');
    expect(preloads()).toEqual([]);
    expect(preloads('prefetch')).toEqual([
      ['script', '/remotes/mf-auth/7/js/800.a.js'],
      ['script', '/remotes/mf-auth/7/js/682.shared.js'],
      ['style', '/remotes/mf-auth/7/css/800.a.css'],
    ]);
    await preloadPageChunks('mf_auth', 'register', remotes);
    expect(preloads()).toEqual([['script', '/remotes/mf-auth/7/js/801.b.js']]);
  });

  it('preloads nothing for a build without a page map, an unknown page or an area the runtime does not know', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('Not found', { status: 404 })));
    vi.stubGlobal('fetch', fetch);
    await preloadPageChunks('mf_billing', 'plans', remotes);
    await preloadPageChunks('mf_workspace', 'dashboard', remotes);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });
});
