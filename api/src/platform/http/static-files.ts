import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { acceptedEncoding, COMPRESS_FROM_BYTES, compressedOnce, compressible } from './compression.js';

export const immutable = 'public, max-age=31536000, immutable';
/** Cached, but revalidated (cheaply, by ETag) on every use. */
export const revalidate = 'no-cache';

/** `relativePath` under `root`, or null when it would escape it (`..`, absolute paths, NUL bytes). */
export function resolveInside(root: string, relativePath: string): string | null {
  if (relativePath.includes('\0')) return null;
  const base = resolve(root);
  const full = resolve(base, `.${sep}${relativePath}`);
  return full.startsWith(base + sep) ? full : null;
}

/**
 * Answers with the file at `path` (already resolved inside its root), or null when there is no such
 * file. Sends an ETag and honours If-None-Match, so revalidating an unchanged file costs a 304. Text is sent
 * with brotli or gzip when the browser takes it (compression.ts): brotli from the `<file>.br` the build wrote
 * beside it (scripts/precompress/), when there is one. Range requests get the whole file (200), as before.
 */
export async function sendFile(c: Context, path: string, cacheControl: string): Promise<Response | null> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
  const contentType = getMimeType(path) ?? 'application/octet-stream';
  const compressing = compressible(contentType) && info.size >= COMPRESS_FROM_BYTES;
  const headers = {
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    ...(compressing ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  const encoding = compressing ? acceptedEncoding(c.req.header('Accept-Encoding')) : null;
  if (encoding) {
    const body = await compressedOnce(
      `${path} ${etag}`,
      () => readFile(path),
      encoding,
      () => (encoding === 'br' ? readFile(`${path}.br`).catch(() => null) : Promise.resolve(null)),
    );
    const encoded = {
      ...headers,
      'Content-Type': contentType,
      'Content-Encoding': encoding,
      'Content-Length': String(body.byteLength),
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, encoded);
    return c.body(body, 200, encoded);
  }
  const fileHeaders = { ...headers, 'Content-Type': contentType, 'Content-Length': String(info.size) };
  if (c.req.method === 'HEAD') return c.body(null, 200, fileHeaders);
  return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream, 200, fileHeaders);
}
