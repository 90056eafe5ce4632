import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';

const h = useHarness();
const html = { headers: { Accept: 'text/html,application/xhtml+xml' } };

describe('the shell', () => {
  it('says so when it is not built', async () => {
    const response = await h.app.request('/dashboard', html);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'The shell is not built yet: run `npm run build`.' });
  });

  it('serves index.html for / and for any page path (SPA fallback), revalidated each time', async () => {
    mkdirSync(join(h.shellDist, 'js'), { recursive: true });
    writeFileSync(join(h.shellDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(h.shellDist, 'js', 'main.js'), 'console.log(1)');
    for (const path of [
      '/',
      '/dashboard',
      '/project/workspace/42/My%20App.v2/tasks',
      '/talent/skills-and-Experience',
    ]) {
      const response = await h.app.request(path, html);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('leads the addresses people type for signing up and in to the pages the spec names', async () => {
    for (const [typed, page] of [
      ['/signup', '/register'],
      ['/Sign-Up/', '/register'],
      ['/signin?next=%2Fbilling', '/login?next=%2Fbilling'],
      ['/log-in', '/login'],
    ]) {
      const response = await h.app.request(typed!, html);
      expect(response.status, typed).toBe(301);
      expect(response.headers.get('Location'), typed).toBe(page);
    }
    expect((await h.app.request('/signups', html)).status).toBe(200);
  });

  it('sends the shell with a 404 status for a path that is none of its pages, once its build lists them', async () => {
    writeFileSync(
      join(h.shellDist, 'page-paths.json'),
      JSON.stringify([
        '/',
        '/dashboard',
        '/project/workspace/:id/:name/tasks',
        '/staff/*',
        '/talent/skills-and-Experience',
      ]),
    );
    for (const path of [
      '/',
      '/dashboard/',
      '/project/workspace/42/My%20App.v2/tasks',
      '/staff',
      '/staff/proposals/7',
      '/talent/Skills-and-experience',
    ]) {
      expect((await h.app.request(path, html)).status, path).toBe(200);
    }
    for (const path of ['/dashbord', '/project/workspace/42/tasks', '/staffing', '/wp-admin/setup.php']) {
      const response = await h.app.request(path, html);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
    writeFileSync(join(h.shellDist, 'page-paths.json'), '{not json');
    expect((await h.app.request('/dashbord', html)).status).toBe(200);
  });

  it('serves its files as they are, and 404 for a missing script', async () => {
    const script = await h.app.request('/js/main.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('console.log(1)');
    expect((await h.app.request('/js/missing.js')).status).toBe(404);
  });

  it('sends scripts compressed to browsers that take it, the same bytes once unpacked; images as they are', async () => {
    const code = `${'export const line = "a line of the shell";\n'.repeat(200)}`;
    writeFileSync(join(h.shellDist, 'js', 'big.js'), code);
    writeFileSync(join(h.shellDist, 'logo.png'), Buffer.alloc(4096, 7));
    const asking = (encoding: string) =>
      h.app.request('/js/big.js', { headers: { 'Accept-Encoding': encoding } });

    const br = await asking('gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(code.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(code);

    const gzip = await asking('gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(code);

    const plain = await asking('identity');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(code);
    const unchanged = await h.app.request('/js/big.js', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.get('ETag') ?? '' },
    });
    expect(unchanged.status).toBe(304);

    const image = await h.app.request('/logo.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(image.headers.get('Content-Encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
  });

  it('never answers /api or /remotes paths with the page', async () => {
    for (const path of ['/api', '/api/unknown', '/remotes', '/remotes/unknown']) {
      const response = await h.app.request(path, html);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found.' });
    }
  });
});
