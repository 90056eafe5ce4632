import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from '../src/platform/http/compression.js';
import { useHarness } from './support/harness.js';

const h = useHarness();

const script = 'export const line = "a line of the shell, long enough to compress";\n'.repeat(300);
/**
 * What the build writes beside a file (scripts/precompress/), made here at quality 1 so its bytes differ from
 * the quality 9 the server uses when it compresses itself: the test can tell which one was sent.
 */
const precompressed = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });

function write(root: string, path: string, content: string | Uint8Array) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

const ask = (path: string, headers: Record<string, string>, method = 'GET') =>
  h.app.request(path, { method, headers });

describe('Accept-Encoding', () => {
  it('takes the coding of highest weight above 0, brotli on a tie; q=0 refuses one, * stands for the others', () => {
    const cases: [string | undefined, string | null][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['BR ; Q=0.0, gzip;q=0.5', 'gzip'],
      ['br;q=0.000, gzip;q=0', null],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['gzip;q=0.8, br;q=0.8', 'br'],
      ['*', 'br'],
      ['br;q=0, *', 'gzip'],
      ['*;q=0', null],
      ['identity', null],
      ['', null],
      [undefined, null],
    ];
    for (const [header, expected] of cases) expect(acceptedEncoding(header), String(header)).toBe(expected);
  });
});

describe('files compressed at build time', () => {
  it('sends the .br beside a shell file as it is, with its own length, to a browser that takes brotli', async () => {
    write(h.shellDist, 'js/main.js', script);
    const ready = precompressed(script);
    write(h.shellDist, 'js/main.js.br', ready);

    const response = await ask('/js/main.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(ready)).toBe(true);
    expect(Number(response.headers.get('Content-Length'))).toBe(ready.length);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('falls back to gzip or the file itself when brotli is refused, and answers HEAD with the same headers', async () => {
    const gzip = await ask('/js/main.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzip.headers.get('Vary')).toBe('Accept-Encoding');
    const gzipped = Buffer.from(await gzip.arrayBuffer());
    expect(Number(gzip.headers.get('Content-Length'))).toBe(gzipped.length);
    expect(gunzipSync(gzipped).toString()).toBe(script);

    for (const refused of ['identity', 'br;q=0, gzip;q=0', '']) {
      const plain = await ask('/js/main.js', { 'Accept-Encoding': refused });
      expect(plain.headers.get('Content-Encoding'), refused).toBeNull();
      expect(plain.headers.get('Vary'), refused).toBe('Accept-Encoding');
      expect(plain.headers.get('Content-Length'), refused).toBe(String(script.length));
      expect(await plain.text(), refused).toBe(script);
    }

    const head = await ask('/js/main.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Encoding')).toBe('br');
    expect(head.headers.get('Content-Length')).toBe(String(precompressed(script).length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 304 to the ETag of either form, and the whole file to a Range request', async () => {
    const first = await ask('/js/main.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await ask('/js/main.js', { 'Accept-Encoding': encoding, 'If-None-Match': etag });
      expect(again.status, encoding).toBe(304);
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('Vary')).toBe('Accept-Encoding');
    }
    const range = await ask('/js/main.js', { 'Accept-Encoding': 'identity', Range: 'bytes=0-9' });
    expect(range.status).toBe(200);
    expect(await range.text()).toBe(script);
  });

  it('never sends a .br that is not the file: a stale one is left aside and the file compressed here', async () => {
    const changed = `${script}export const added = true;\n`;
    write(h.shellDist, 'js/changed.js', changed);
    write(h.shellDist, 'js/changed.js.br', precompressed(script));
    write(h.shellDist, 'js/broken.js', changed);
    write(h.shellDist, 'js/broken.js.br', 'not brotli at all');

    for (const path of ['/js/changed.js', '/js/broken.js']) {
      const response = await ask(path, { 'Accept-Encoding': 'br' });
      expect(response.headers.get('Content-Encoding'), path).toBe('br');
      const body = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('Content-Length')), path).toBe(body.length);
      expect(brotliDecompressSync(body).toString(), path).toBe(changed);
    }
  });

  it('serves a released remote file from its .br too, cached for good', async () => {
    const manifest = JSON.stringify({ id: 'mf_auth', exposes: Array(100).fill({ path: './pages' }) });
    write(h.releasesDir, 'mf-auth/1.0.0/mf-manifest.json', manifest);
    write(h.releasesDir, 'mf-auth/1.0.0/mf-manifest.json.br', precompressed(manifest));
    write(h.releasesDir, 'mf-auth/1.0.0/js/pages.js', script);
    write(h.releasesDir, 'mf-auth/1.0.0/js/pages.js.br', precompressed(script));

    for (const [path, text] of [
      ['/remotes/mf-auth/1.0.0/mf-manifest.json', manifest],
      ['/remotes/mf-auth/1.0.0/js/pages.js', script],
    ] as const) {
      const response = await ask(path, { 'Accept-Encoding': 'gzip, br' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('Content-Encoding'), path).toBe('br');
      expect(Buffer.from(await response.arrayBuffer()).equals(precompressed(text)), path).toBe(true);
    }
  });
});
