import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';

const h = useHarness();
const html = { headers: { Accept: 'text/html' } };
const shellIndex =
  '<!doctype html><html><head><meta name="description" content="Tagline."><title>Buildbay</title>' +
  '<script defer src="/js/main.1.js"></script></head><body><div id="root"></div></body></html>';
const shellBuild = createHash('sha256').update(shellIndex).digest('hex').slice(0, 16);

/** A page's HTML as scripts/prerender/prerender.mjs writes it for `version` of mf-marketing. */
function prerender(version: string, file: string, page: Record<string, unknown>, build = shellBuild) {
  const folder = join(h.releasesDir, 'mf-marketing', version, 'prerender', build);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, file), JSON.stringify(page));
}

function publish(marketing: { current: string; versions: string[]; canary?: unknown }) {
  mkdirSync(h.releasesDir, { recursive: true });
  writeFileSync(
    join(h.releasesDir, 'registry.json'),
    JSON.stringify({ remotes: { 'mf-marketing': marketing } }),
  );
}

const home = (version: string) => ({
  path: '/',
  title: 'Buildbay · Design & "more"',
  description: 'On-demand <design>.',
  html: `<main><h1>Hero of ${version}</h1><p>$& and $' stay as they are</p></main>`,
  style: `.hero-${version}{color:red}</style><script>`,
});

describe('prerendered public pages', () => {
  beforeEach(() => {
    mkdirSync(h.shellDist, { recursive: true });
    writeFileSync(join(h.shellDist, 'index.html'), shellIndex);
  });

  it('serves the live build’s page inside the shell, with its title, description, preview and style sheets', async () => {
    publish({ current: '1', versions: ['1'] });
    prerender('1', 'home.json', home('1'));
    const response = await h.app.request('/', html);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    const body = await response.text();
    expect(body).toContain(
      '<div id="root"><main><h1>Hero of 1</h1><p>$& and $\' stay as they are</p></main></div>',
    );
    expect(body).toContain('<title>Buildbay · Design &amp; &quot;more&quot;</title>');
    expect(body).toContain('<meta name="description" content="On-demand &lt;design&gt;.">');
    expect(body).toContain('<meta property="og:title" content="Buildbay · Design &amp; &quot;more&quot;">');
    expect(body).toContain('<meta property="og:description" content="On-demand &lt;design&gt;.">');
    expect(body).toContain(
      '<style>.hero-1{color:red}<\\/style><script></style><script type="application/json"',
    );
    expect(body).toContain('<script defer src="/js/main.1.js"></script>');
    // No canary: nothing depends on the visitor, so no cookie is given, and everyone may hydrate the HTML.
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(body).toContain('<meta name="platform-prerendered-for" content="everyone">');

    const again = await h.app.request('/', {
      headers: { ...html.headers, 'If-None-Match': response.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
  });

  it('follows a rollback, and serves the empty shell for a page, a shell build or a query without HTML', async () => {
    publish({ current: '1', versions: ['1', '2'] });
    prerender('1', 'home.json', home('1'));
    prerender('2', 'home.json', home('2'), 'an-older-shell');
    // The live build's HTML was made for another shell build: the empty shell, as without prerendering.
    publish({ current: '2', versions: ['1', '2'] });
    expect(await (await h.app.request('/', html)).text()).toContain('<div id="root"></div>');
    publish({ current: '1', versions: ['1', '2'] });
    expect(await (await h.app.request('/', html)).text()).toContain('Hero of 1');
    expect(await (await h.app.request('/?invite=abc', html)).text()).toContain('<div id="root"></div>');
    expect(await (await h.app.request('/pricing', html)).text()).toContain('<div id="root"></div>');
    expect(await (await h.app.request('/dashboard', html)).text()).toContain('<div id="root"></div>');
  });

  it('serves each visitor the HTML of their bucket’s build, giving a browser without an id one', async () => {
    publish({ current: '1', versions: ['1', '2'], canary: { version: '2', share: 50 } });
    prerender('1', 'home.json', home('1'));
    prerender('2', 'home.json', home('2'));
    const first = await h.app.request('/', html);
    const cookie = /platform_visitor_id=([\w-]+)/.exec(first.headers.get('Set-Cookie') ?? '')?.[1];
    expect(cookie).toMatch(/^[\w-]{8,64}$/);
    expect(first.headers.get('Vary')).toBe('Cookie, Accept-Encoding');

    for (const visitor of Array.from({ length: 12 }, (_, index) => `browser-${index}-0123456789`)) {
      const { remotes } = (await (await h.app.request(`/api/remotes?visitor=${visitor}`)).json()) as {
        remotes: { package: string; version: string }[];
      };
      const assigned = remotes.find((remote) => remote.package === 'mf-marketing')!.version;
      const page = await h.app.request('/', {
        headers: { ...html.headers, Cookie: `platform_visitor_id=${visitor}` },
      });
      const body = await page.text();
      expect(body).toContain(`Hero of ${assigned}`);
      expect(body).toContain('<meta name="platform-prerendered-for" content="visitor">');
      expect(page.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('carries the live registry answer and the page’s build’s manifest, following a publish and a rollback', async () => {
    const served = (body: string) =>
      JSON.parse(
        /<script type="application\/json" id="platform-registry">([^<]*)<\/script>/.exec(body)![1]!,
      ) as { visitor: string | null; remotes: unknown[]; manifests: Record<string, unknown> };
    const manifest = (version: string) => {
      const value = { id: 'mf_marketing', metaData: { remoteEntry: { name: `remoteEntry.${version}.js` } } };
      writeFileSync(join(h.releasesDir, 'mf-marketing', version, 'mf-manifest.json'), JSON.stringify(value));
      return value;
    };
    prerender('1', 'home.json', home('1'));
    prerender('2', 'home.json', home('2'));
    const manifests = { '1': manifest('1'), '2': manifest('2') };
    const live = async () =>
      ((await (await h.app.request('/api/remotes')).json()) as { remotes: unknown[] }).remotes;

    publish({ current: '1', versions: ['1'] });
    const first = await h.app.request('/', html);
    const before = served(await first.text());
    expect(before).toEqual({
      visitor: null,
      remotes: await live(),
      manifests: { '/remotes/mf-marketing/1/mf-manifest.json': manifests['1'] },
    });

    publish({ current: '2', versions: ['1', '2'] });
    // The answer is in the page, so the browser's copy is not confirmed once the registry has changed.
    const published = await h.app.request('/', {
      headers: { ...html.headers, 'If-None-Match': first.headers.get('ETag')! },
    });
    expect(published.status).toBe(200);
    const after = served(await published.text());
    expect(after.remotes).toEqual(await live());
    expect(after.remotes).toMatchObject([{ package: 'mf-marketing', version: '2', channel: 'live' }]);
    expect(after.manifests).toEqual({ '/remotes/mf-marketing/2/mf-manifest.json': manifests['2'] });

    publish({ current: '1', versions: ['1', '2'] });
    expect(served(await (await h.app.request('/', html)).text())).toEqual(before);
  });

  it('carries the answer of the visitor’s bucket while a canary runs, and nothing in it closes the element', async () => {
    publish({ current: '1', versions: ['1', '2'], canary: { version: '2', share: 50 } });
    prerender('1', 'home.json', home('1'));
    prerender('2', 'home.json', home('2'));
    for (const visitor of ['browser-0-0123456789', 'browser-1-0123456789', 'browser-2-0123456789']) {
      const body = await (
        await h.app.request('/', { headers: { ...html.headers, Cookie: `platform_visitor_id=${visitor}` } })
      ).text();
      const { remotes } = (await (await h.app.request(`/api/remotes?visitor=${visitor}`)).json()) as {
        remotes: unknown[];
      };
      const inline = /id="platform-registry">([^<]*)<\/script>/.exec(body)![1]!;
      expect(JSON.parse(inline)).toMatchObject({ visitor, remotes });
    }
    // A manifest holding "</script>" stays inside its element.
    prerender('9', 'home.json', home('9'));
    writeFileSync(join(h.releasesDir, 'mf-marketing', '9', 'mf-manifest.json'), '{"name":"</script><p>"}');
    publish({ current: '9', versions: ['9'] });
    const body = await (await h.app.request('/', html)).text();
    expect(body).toContain('{"name":"\\u003c/script>\\u003cp>"}');
    expect(body).not.toContain('</script><p>');
  });

  it('compresses the document for a browser that takes brotli or gzip, the same page either way', async () => {
    publish({ current: '1', versions: ['1'] });
    prerender('1', 'home.json', home('1'));
    const plain = await (await h.app.request('/', html)).text();
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await h.app.request('/', {
        headers: { ...html.headers, 'Accept-Encoding': accepted },
      });
      expect(response.headers.get('Content-Encoding')).toBe(encoding);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
      expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain);
    }
  });

  it('never serves a release’s prerender folder as a file', async () => {
    publish({ current: '1', versions: ['1'] });
    prerender('1', 'home.json', home('1'));
    const response = await h.app.request(`/remotes/mf-marketing/1/prerender/${shellBuild}/home.json`);
    expect(response.status).toBe(404);
  });
});
