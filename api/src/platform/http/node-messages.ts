import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { AnswerResponse, linesSupported } from './answer-response.js';

/*
 * The Node request and response behind a request that @hono/node-server serves. Reading a header through
 * Hono (`c.req.header`) makes the adapter build a whole fetch Headers object of the request, and each
 * header set on Hono's answer goes through another one (undici validates every entry, and the adapter
 * copies them all out again): for a session check that was more processor time than the check itself
 * (docs/benchmarks.md). Node has parsed the request's headers already and takes the answer's as they are.
 * Requests made in process (tests, `app.fetch`) have no Node messages and go the fetch way.
 */

interface NodeMessages {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

const nodeMessages = (c: Context) => c.env as NodeMessages | undefined;

/** The Node request, when Node serves this one. */
export const nodeRequest = (c: Context) => nodeMessages(c)?.incoming;

/** The Node response, when Node serves this one: headers set on it before the answer is made are sent with it. */
export const nodeResponse = (c: Context) => nodeMessages(c)?.outgoing;

/** A header of the request (`name` in lower case), from Node's parsed headers when there are. */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  // Tests may hand in a stand-in Node request with a socket only.
  const headers = nodeRequest(c)?.headers;
  if (!headers) return c.req.header(name);
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The Node answer of this request when it takes header lines written ahead (answer-response.ts): the
 * API's own server. Others (tests' servers, in-process requests) go through `setHeader` or Hono.
 */
export function answerWithLines(c: Context): AnswerResponse | undefined {
  const outgoing = nodeResponse(c);
  return linesSupported && outgoing instanceof AnswerResponse ? outgoing : undefined;
}

/**
 * Sends `headers` (whose `lines` are the same, from `headerLines`) with whatever answers this request, then
 * runs the rest. On Node they go on its response at once; a header of the same name set by a route would
 * be sent twice (or win, on a plain Node answer), and no route sets these.
 */
export function withAnswerHeaders(
  c: Context,
  headers: readonly (readonly [string, string])[],
  lines: string,
  next: () => Promise<void>,
): Promise<void> {
  const withLines = answerWithLines(c);
  if (withLines) {
    withLines.sendLines(lines);
    return next();
  }
  const outgoing = nodeResponse(c);
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  return next().then(() => {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  });
}
