import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * A prerendered page's document, compressed for browsers that take it: ~18 KB of HTML and inlined style become
 * ~5 KB, which fits the first round trip of a new connection (about 14 KB), so the hero needs no second one.
 * The same documents are asked for again and again (one per page, build and visitor bucket), so each is
 * compressed once, kept by its ETag.
 */

type Encoding = 'br' | 'gzip';

const kept = new Map<string, Uint8Array<ArrayBuffer>>();
const KEPT_AT_MOST = 200;

/** The encoding to answer with, from the request's `Accept-Encoding` (brotli first), or null. */
export function htmlEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => quality?.trim() !== 'q=0')
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** `body` in `encoding`, compressed once per ETag. */
export function compressedHtml(body: string, etag: string, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const key = `${encoding} ${etag}`;
  let compressed = kept.get(key);
  if (!compressed) {
    compressed = new Uint8Array(
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body),
    );
    // The oldest goes first: documents of builds no longer in use are not asked for again.
    if (kept.size >= KEPT_AT_MOST) kept.delete(kept.keys().next().value!);
    kept.set(key, compressed);
  }
  return compressed;
}
