import { ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import type { IncomingMessage } from 'node:http';

/*
 * Headers every answer carries, written the cheap way. Node checks each header set on an answer
 * (`setHeader`: its name and value against the HTTP grammar, a lower-case copy of the name, an entry in
 * the answer's table), and a `writeHead` after any `setHeader` sets the route's headers one by one too.
 * For a session check the 12 security headers and the request id cost ~4 µs of ~70 (docs/decisions.md,
 * "Per-request cost"). They are the same text on every answer, so they are checked once, made into header
 * lines once, and written ahead of the answer's own headers as Node writes its status line.
 */

/** Node's method that writes an answer's status line and headers (the one place every answer goes through). */
type StoreHeader = (this: ServerResponse, firstLine: string, headers: unknown) => void;

const nodeStoreHeader = (ServerResponse.prototype as unknown as { _storeHeader?: StoreHeader })._storeHeader;

/**
 * `headers` as header lines (`Name: value\r\n` each), checked against the HTTP grammar now, so whatever
 * writes them later needs no check.
 */
export function headerLines(headers: readonly (readonly [string, string])[]): string {
  for (const [name, value] of headers) {
    validateHeaderName(name);
    validateHeaderValue(name, value);
  }
  return headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
}

/**
 * The headers `writeHead` was given, with one Content-Length. @hono/node-server adds `Content-Length` for a
 * body it holds whole beside the `content-length` the answer's own Headers already carry (a file, a
 * compressed asset). Node merges the two when any header was set before `writeHead`; written as given,
 * both went out, and a strict HTTP parser (llhttp: Node's clients, Playwright) refuses the answer.
 */
function withOneLength(headers: unknown): unknown {
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return headers;
  const record = headers as Record<string, unknown>;
  if (!('Content-Length' in record && 'content-length' in record)) return headers;
  const { 'content-length': _given, ...rest } = record;
  return rest;
}

/** A Node answer that writes header lines given beforehand ahead of its own headers. */
export class AnswerResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  private lines = '';

  /**
   * Writes `lines` (from `headerLines`, or made of values already known to be plain tokens) with this
   * answer's headers. A header of the same name set on the answer would be sent twice: only headers no
   * route sets go this way (the security headers, the request id).
   */
  sendLines(lines: string): void {
    this.lines += lines;
  }

  _storeHeader(firstLine: string, headers: unknown): void {
    nodeStoreHeader?.call(this, firstLine + this.lines, withOneLength(headers));
  }
}

/**
 * Whether this Node writes headers as AnswerResponse expects (a Node without `_storeHeader` would send
 * none of them: there, the headers go through `setHeader`).
 */
export const linesSupported = typeof nodeStoreHeader === 'function';

/** What the API's server is made with (`serve({ ..., serverOptions })`), so its answers are AnswerResponses. */
export const apiServerOptions = { ServerResponse: AnswerResponse };
