import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

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
 * file. Sends an ETag and honours If-None-Match, so revalidating an unchanged file costs a 304.
 */
export async function sendFile(c: Context, path: string, cacheControl: string): Promise<Response | null> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
  const headers = {
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
  };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  const fileHeaders = {
    ...headers,
    'Content-Type': getMimeType(path) ?? 'application/octet-stream',
    'Content-Length': String(info.size),
  };
  if (c.req.method === 'HEAD') return c.body(null, 200, fileHeaders);
  return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream, 200, fileHeaders);
}
