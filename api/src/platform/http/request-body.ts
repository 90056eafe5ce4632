import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context, HonoRequest, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { nodeRequest, requestHeader } from './node-messages.js';

/*
 * The one place request bodies are read. Every body under /api is read here, once, with a size limit
 * that holds whether or not the client sent Content-Length (a chunked body counts as it arrives), and
 * every text a JSON body, a form or a query string carries is made storable before any route sees it:
 * PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is no character at all, so both are
 * removed (they carry nothing a reader would miss; the project chat always did this).
 */

/** NUL characters and UTF-16 surrogates that are not half of a pair. */
const unstorable = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` without the characters no text column can hold. */
export const storableText = (text: string) => text.replace(unstorable, '');

/** Deeper than any form of ours nests; much deeper would overflow the stack below (a 500, not a 400). */
const maxJsonDepth = 64;

/** A parsed JSON value with every string (keys too) made storable. */
function storableJson(value: unknown, depth = 0): unknown {
  if (depth > maxJsonDepth) {
    throw new ApiError(400, `The request body is nested too deeply (${maxJsonDepth} levels at most).`);
  }
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map((item) => storableJson(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item, depth + 1)]),
    );
  }
  return value;
}

function storableForm(form: FormData): FormData {
  const clean = new FormData();
  form.forEach((value, key) => {
    clean.append(storableText(key), typeof value === 'string' ? storableText(value) : value);
  });
  return clean;
}

export interface BodyLimit {
  maxBytes: number;
  /** The 413 answer's message. */
  message: string;
}

const isJson = (contentType: string) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType);
const isForm = (contentType: string) =>
  /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i.test(contentType);

const bodyCutOffMessage = 'The request body was cut off before its end.';

/**
 * The 413. The rest of the body is never read, so the connection cannot carry another request: the answer
 * says it closes (it used to say keep-alive and then close, and a client reusing it failed).
 */
const tooLarge = (limit: BodyLimit) => new ApiError(413, limit.message, { headers: { Connection: 'close' } });

/** The body's bytes, refusing with 413 as soon as they pass the limit (the rest is never read). */
async function readLimited(request: Request, limit: BodyLimit): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > limit.maxBytes) throw tooLarge(limit);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client stopped sending (an upload cancelled, a connection lost): its fault, not the server's.
      throw new ApiError(400, bodyCutOffMessage);
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit.maxBytes) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body of a Node request with a declared length, read from Node itself. Asking @hono/node-server's
 * request for its body builds a whole fetch Request (an AbortController, a web stream over the Node stream)
 * and reading that stream goes chunk by chunk through promises: for a small JSON read such as the features
 * list that was most of its processor time (issue #33, docs/decisions.md). The bytes are left as the
 * adapter's `rawBody`, which it uses if a route asks for the fetch body after all (a webhook's signature).
 * Node ends the body at its declared length, so only the declared length needs judging.
 */
async function readNodeBody(
  incoming: IncomingMessage,
  declared: number,
  limit: BodyLimit,
): Promise<Buffer<ArrayBuffer>> {
  if (declared > limit.maxBytes) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
  } catch {
    throw new ApiError(400, bodyCutOffMessage);
  }
  const bytes = Buffer.concat(chunks);
  // A connection closed before the declared length ends the stream early, without an error.
  if (bytes.byteLength !== declared) throw new ApiError(400, bodyCutOffMessage);
  (incoming as IncomingMessage & { rawBody?: Buffer }).rawBody = bytes;
  return bytes;
}

/**
 * The Node request behind `c`, when its body can be read from Node: a declared length (a chunked body is
 * read the fetch way, where its length is written into Content-Length for the routes), nothing read yet.
 */
function declaredNodeBody(incoming: IncomingMessage | undefined) {
  // Requests made in process may carry a stand-in with a socket only (a test's caller address).
  if (!(incoming instanceof Readable) || incoming.readableDidRead) return null;
  const length = incoming.headers['content-length'];
  if (length === undefined || incoming.headers['transfer-encoding'] || !/^\d+$/.test(length)) return null;
  return { incoming, declared: Number(length) };
}

/** The query string without NUL characters (the URL cannot carry lone surrogates). */
function storableUrl(url: string): string {
  if (!url.includes('%00') && !url.includes('\0')) return url;
  const parsed = new URL(url);
  if (!/%00|\0/.test(parsed.search)) return url;
  const clean = new URLSearchParams();
  parsed.searchParams.forEach((value, key) => clean.append(storableText(key), storableText(value)));
  parsed.search = clean.toString();
  return parsed.toString();
}

/**
 * Hono keeps the body it read as promises (its type says values); the routes' validators and
 * `c.req.json()` / `c.req.formData()` read from here first.
 */
function setBodyCache(request: HonoRequest, cache: { text?: Promise<string>; formData?: Promise<FormData> }) {
  (request as unknown as { bodyCache: typeof cache }).bodyCache = cache;
}

/**
 * Reads the body under `limitFor(contentType)` and hands routes a storable version of it. A body that
 * is not valid JSON is left as it is, so the route's validator answers 400 for it.
 */
export function requestBody(limitFor: (contentType: string) => BodyLimit) {
  // Not an async function: a GET passes on without a promise of this layer's own.
  return createMiddleware<AppEnv>((c, next) => {
    const raw = c.req.raw;
    const url = storableUrl(raw.url);
    // GET and HEAD carry no body; asking a Node request for its body builds a whole fetch Request (with an
    // AbortController), the most expensive part of a session check's middleware (docs/benchmarks.md).
    const bodyless = raw.method === 'GET' || raw.method === 'HEAD';
    const fromNode = bodyless || url !== raw.url ? null : declaredNodeBody(nodeRequest(c));
    if (bodyless || (!fromNode && !raw.body)) {
      if (url !== raw.url) c.req.raw = new Request(url, raw);
      return next();
    }
    return readBody(c, next, { raw, url, fromNode, limitFor });
  });
}

/** Reads a request's body (requestBody above), then runs the rest. */
async function readBody(
  c: Context<AppEnv>,
  next: Next,
  {
    raw,
    url,
    fromNode,
    limitFor,
  }: {
    raw: Request;
    url: string;
    fromNode: ReturnType<typeof declaredNodeBody>;
    limitFor: (contentType: string) => BodyLimit;
  },
): Promise<void> {
  const contentType = requestHeader(c, 'content-type') ?? '';
  let bytes: Uint8Array<ArrayBuffer>;
  let headers = raw.headers;
  if (fromNode) {
    bytes = await readNodeBody(fromNode.incoming, fromNode.declared, limitFor(contentType));
  } else {
    bytes = await readLimited(raw, limitFor(contentType));
    // Routes may read the body again, and limit it further by its length.
    headers = new Headers(raw.headers);
    headers.delete('Transfer-Encoding');
    headers.set('Content-Length', String(bytes.byteLength));
    c.req.raw = new Request(url, { method: raw.method, headers, body: bytes, signal: raw.signal });
  }
  if (isJson(contentType)) {
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return next();
    }
    setBodyCache(c.req, { text: Promise.resolve(JSON.stringify(storableJson(parsed))) });
  } else if (isForm(contentType)) {
    // Parsed from a copy, so the request's own body stays unread for a route that reads it as it came
    // (a webhook's signature; a form that does not parse used it up and answered 500).
    const copy = new Request(url, { method: raw.method, headers, body: bytes });
    const form = await copy.formData().catch(() => null);
    // A form that does not parse is left to the route's validator, which answers 400 for it.
    setBodyCache(c.req, form ? { formData: Promise.resolve(storableForm(form)) } : {});
  }
  return next();
}
