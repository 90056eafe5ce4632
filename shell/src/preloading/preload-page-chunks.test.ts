import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageChunks } from './preload-page-chunks';

const manifest = {
  exposes: [
    {
      path: './pages',
      assets: { js: { async: ['js/800.a.js', 'js/801.b.js'] }, css: { async: ['css/800.a.css'] } },
    },
  ],
};
const remotes = () => [{ name: 'mf_auth', entry: '/remotes/mf-auth/7/mf-manifest.json' }];

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('preloadPageChunks', () => {
  it("preloads the area's lazy page chunks and styles once, next to its manifest", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(manifest))));
    vi.stubGlobal('fetch', fetch);
    await preloadPageChunks('mf_auth', remotes);
    await preloadPageChunks('mf_auth', remotes);
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.as,
      new URL(link.href).pathname,
    ]);
    expect(links).toEqual([
      ['script', '/remotes/mf-auth/7/js/800.a.js'],
      ['script', '/remotes/mf-auth/7/js/801.b.js'],
      ['style', '/remotes/mf-auth/7/css/800.a.css'],
    ]);
    expect(fetch).toHaveBeenCalledWith('/remotes/mf-auth/7/mf-manifest.json');
  });

  it('does nothing for an area the runtime does not know', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await preloadPageChunks('mf_billing', remotes);
    expect(fetch).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
