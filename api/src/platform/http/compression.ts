import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';

/*
 * Compressed answers for what the product serves again and again: the shell's and the remotes' scripts and
 * styles (a release's files never change, ~115 KB of the shell's main script become ~26 KB) and the
 * prerendered pages' documents (~18 KB of HTML and inlined style become ~5 KB, inside a new connection's
 * first round trip). A build's files come with their brotli form made at build time, at the best quality
 * (scripts/precompress/), which is sent as it is; the rest (gzip, source maps, the pages' documents, builds
 * made before) is compressed here at quality 9, once per encoding and version (its ETag). Either is kept, up to
 * a bound; the oldest goes first, since files of builds no longer in use are not asked for again.
 */

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const KEPT_BYTES_AT_MOST = 64 * 1024 * 1024;
const kept = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const sizes = new Map<string, number>();
let keptBytes = 0;

/** Bodies smaller than this gain less than the header costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** Text worth compressing (images, fonts and archives are compressed already). */
export function compressible(contentType: string): boolean {
  return /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/.test(contentType);
}

/** An `Accept-Encoding` entry's weight: `q=0` (or `0.0`, `0.000`) refuses the coding; no `q` is 1. */
function weight(parameters: string[]): number {
  const q = parameters.map((parameter) => /^q=([\d.]+)$/i.exec(parameter.trim())).find(Boolean);
  if (!q) return 1;
  const value = Number(q[1]);
  return Number.isFinite(value) ? value : 0;
}

/**
 * The encoding to answer with, from the request's `Accept-Encoding`, or null for the body as it is: the one
 * of brotli and gzip with the highest weight above 0 (brotli on a tie); `*` stands for either when it is not
 * named itself.
 */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = entry.split(';');
    const coding = name.trim().toLowerCase();
    if (coding) weights.set(coding, weight(parameters));
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gzip = weights.get('gzip') ?? any;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

function keep(key: string, size: number) {
  sizes.set(key, size);
  keptBytes += size;
  for (const oldest of kept.keys()) {
    if (keptBytes <= KEPT_BYTES_AT_MOST) break;
    keptBytes -= sizes.get(oldest) ?? 0;
    sizes.delete(oldest);
    kept.delete(oldest);
  }
}

const unpack: Record<Encoding, (body: Uint8Array) => Promise<Buffer>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
};

/**
 * `ready` (a file compressed at build time, scripts/precompress/) when it unpacks to exactly `raw`; else null.
 * Checked once per file version, since a `.br` left from an older build (a folder rebuilt in development, a
 * copy that kept one but not the other) must never be sent for the new file.
 */
async function matching(ready: Uint8Array | null, raw: string | Uint8Array, encoding: Encoding) {
  if (!ready) return null;
  const unpacked = await unpack[encoding](ready).catch(() => null);
  return unpacked?.equals(typeof raw === 'string' ? Buffer.from(raw) : raw) ? ready : null;
}

/**
 * The body named `version` (an ETag or a file's path and ETag) in `encoding`: its `precompressed` form when
 * there is one that matches, else compressed the first time it is asked for; requests arriving meanwhile wait
 * for the same work.
 */
export function compressedOnce(
  version: string,
  body: () => Promise<string | Uint8Array>,
  encoding: Encoding,
  precompressed?: () => Promise<Uint8Array | null>,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${encoding} ${version}`;
  let compressed = kept.get(key);
  if (!compressed) {
    compressed = (async () => {
      const [raw, ready] = await Promise.all([body(), precompressed?.() ?? null]);
      const out =
        (await matching(ready, raw, encoding)) ??
        (encoding === 'br'
          ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : await gzipped(raw, { level: 9 }));
      keep(key, out.byteLength);
      return new Uint8Array(out);
    })();
    kept.set(key, compressed);
    // A failed read is not kept: the next request tries again.
    compressed.catch(() => kept.delete(key));
  }
  return compressed;
}
