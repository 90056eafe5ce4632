import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/*
 * Compressed answers for what the product serves again and again: the shell's and the remotes' scripts and
 * styles (a release's files never change, ~115 KB of the shell's main script become ~26 KB) and the
 * prerendered pages' documents (~18 KB of HTML and inlined style become ~5 KB, inside a new connection's
 * first round trip). Each body is compressed once per encoding and version (its ETag) and kept, up to a
 * bound; the oldest goes first, since files of builds no longer in use are not asked for again.
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

/** The encoding to answer with, from the request's `Accept-Encoding` (brotli first), or null. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
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

/**
 * The body named `version` (an ETag or a file's path and ETag) in `encoding`, compressed the first time it is
 * asked for; requests arriving meanwhile wait for the same work.
 */
export function compressedOnce(
  version: string,
  body: () => Promise<string | Uint8Array>,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${encoding} ${version}`;
  let compressed = kept.get(key);
  if (!compressed) {
    compressed = (async () => {
      const raw = await body();
      const out =
        encoding === 'br'
          ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : await gzipped(raw, { level: 9 });
      keep(key, out.byteLength);
      return new Uint8Array(out);
    })();
    kept.set(key, compressed);
    // A failed read is not kept: the next request tries again.
    compressed.catch(() => kept.delete(key));
  }
  return compressed;
}
