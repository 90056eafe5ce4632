import { hash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { BlankEnv } from 'hono/types';
import { requestHeader } from './node-messages.js';

/*
 * ETag and If-None-Match on the signed-in JSON reads (issue #33): a page that asks again for a board, a file
 * list or a brief that has not changed since gets 304 and no body, and reuses what it holds (shared-ui's API
 * client keeps the last answer of each read). The tag is a digest of the answer itself, so it changes exactly
 * when what the caller would be shown changes (whatever changed it: a move, a new member, a lost right), and
 * no write has to remember to bump a version. The read still runs; the bytes and the page's work are saved.
 * Only GET: a POST read (features) answers in full, as HTTP gives 304 to GET and HEAD alone.
 */

/** The session check is the bench's yardstick and answers a few bytes: nothing to save there. */
export const SESSION_CHECK = '/api/check-auth/';

/** A weak tag: the same JSON, not necessarily the same bytes on the wire (compression may differ). */
export const tagOf = (body: string) => `W/"${hash('sha1', body, 'base64url')}"`;

/** Whether `If-None-Match` names this tag (a list of tags, weak or strong, or `*`). */
export function matches(ifNoneMatch: string, tag: string): boolean {
  const opaque = tag.slice(2);
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || candidate.replace(/^W\//, '') === opaque);
}

export const conditionalReads = () =>
  createMiddleware<BlankEnv>(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || c.req.path === SESSION_CHECK) return;
    if (!requestHeader(c, 'authorization')) return;
    if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
    const ifNoneMatch = requestHeader(c, 'if-none-match');
    // A route that tags its answer itself (`tagOf` over the same text: the ops overview, made once a
    // second) is taken at its word, and its body is not read again.
    const given = c.res.headers.get('ETag');
    if (given) {
      if (ifNoneMatch && matches(ifNoneMatch, given)) {
        const { headers } = c.res;
        c.res = undefined;
        c.res = notModified(headers, given);
      }
      return;
    }
    // The body read as text and answered again as text, not cloned: a cloned answer is written out as a
    // stream, in pieces, which cost a signed-in read more than its digest (issue #33, docs/decisions.md).
    const { status, headers } = c.res;
    const body = await c.res.text();
    const tag = tagOf(body);
    c.res = undefined;
    if (ifNoneMatch && matches(ifNoneMatch, tag)) {
      c.res = notModified(headers, tag);
      return;
    }
    headers.set('ETag', tag);
    c.res = new Response(body, { status, headers });
  });

/** 304 with the answer's headers but those of its body. */
function notModified(headers: Headers, tag: string): Response {
  headers.delete('Content-Length');
  headers.delete('Content-Type');
  headers.set('ETag', tag);
  return new Response(null, { status: 304, headers });
}
