// The build's brotli files (scripts/precompress/precompress.mjs): beside each text file a page loads, never
// beside a source map, an image or a file too small to gain.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { precompressFolder } from './precompress.mjs';

const folder = await mkdtemp(path.join(tmpdir(), 'precompress-'));
after(() => rm(folder, { recursive: true, force: true }));

const script = 'export const line = "a line of a script";\n'.repeat(100);
const files = {
  'index.html': `<!doctype html><title>x</title>${'<p>a paragraph</p>'.repeat(100)}`,
  'js/main.1234abcd.js': script,
  'js/main.1234abcd.js.map': JSON.stringify({ mappings: 'AAAA;'.repeat(1000) }),
  'css/page.css': '.a{color:red}\n'.repeat(200),
  'mf-manifest.json': JSON.stringify({ remotes: Array(100).fill({ name: 'mf_auth' }) }),
  'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(100)}</svg>`,
  'js/tiny.js': 'console.log(1)',
  'logo.png': 'x'.repeat(4096),
};

it('writes a .br that unpacks to the file beside every compressible file of 1 KiB or more', async () => {
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), body);
  }
  const totals = await precompressFolder(folder);

  const written = (await readdir(folder, { recursive: true })).filter((name) => name.endsWith('.br')).sort();
  assert.deepEqual(written, [
    'css/page.css.br',
    'index.html.br',
    'js/main.1234abcd.js.br',
    'logo.svg.br',
    'mf-manifest.json.br',
  ]);
  for (const name of written) {
    const original = name.slice(0, -'.br'.length);
    const unpacked = brotliDecompressSync(await readFile(path.join(folder, name))).toString();
    assert.equal(unpacked, files[original], name);
  }
  assert.equal(totals.files, 5);
  assert.ok(totals.brotli < totals.raw / 5, `${totals.brotli} of ${totals.raw}`);
});
