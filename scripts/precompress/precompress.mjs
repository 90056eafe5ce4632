// Run at the end of the shell's and each remote's build: writes `<file>.br` (brotli at its best quality, 11) beside
// every file of the build folder a browser asks for that compresses, so the API sends those bytes as they are
// (api/src/platform/http/static-files.ts) rather than compressing at quality 9 per request. Quality 11 costs about
// 4 ms of processor time per KB, too slow for a request (react-dom's chunk alone ~0.8 s) but paid once here, and
// it makes react-dom's chunk 55.8 KB instead of 60.3: Lighthouse counts unused bytes in proportion to the transfer
// size (docs/decisions.md, "Precompressed files"). The files travel with the build: a release is a copy of the
// folder, uploaded whole to the bucket (scripts/releases/).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const brotli = promisify(brotliCompress);

/** Bodies smaller than this gain less than the header costs (the API's COMPRESS_FROM_BYTES). */
const FROM_BYTES = 1024;

/**
 * Text a page loads: scripts, styles, documents, manifests, images as SVG. Source maps are left out: only
 * developer tools ask for them, and they are five times the rest (the API still compresses them on request).
 */
const compressible = (file) => /\.(m?js|css|html|json|svg|txt|xml|webmanifest)$/.test(file);

/** Compresses `file` and writes `<file>.br` when that is smaller; answers the sizes before and after. */
async function precompressFile(file) {
  const body = await readFile(file);
  if (body.length < FROM_BYTES) return null;
  const compressed = await brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  if (compressed.length >= body.length) return null;
  await writeFile(`${file}.br`, compressed);
  return { raw: body.length, brotli: compressed.length };
}

/**
 * Precompresses every compressible file under `folder`, as many at once as there are cores (zlib works on
 * libuv's thread pool), the largest first so the long ones do not come last alone. Answers the totals.
 */
export async function precompressFolder(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const sized = await Promise.all(files.map(async (file) => ({ file, size: (await stat(file)).size })));
  const queue = sized.sort((a, b) => b.size - a.size).map(({ file }) => file);
  const totals = { files: 0, raw: 0, brotli: 0 };
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const sizes = await precompressFile(file);
      if (!sizes) continue;
      totals.files += 1;
      totals.raw += sizes.raw;
      totals.brotli += sizes.brotli;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return totals;
}

// `node scripts/precompress/precompress.mjs dist` (each app's build script).
if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = path.resolve(process.argv[2] ?? 'dist');
  await precompressFolder(folder);
}
