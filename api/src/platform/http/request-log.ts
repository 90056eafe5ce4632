import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Logger } from './app-env.js';
import { answerWithLines, nodeResponse, requestHeader } from './node-messages.js';

/** A caller's own X-Request-Id (a proxy's) is kept when it is a plain token of up to 255 characters. */
const usableRequestId = /^[\w\-=]{1,255}$/;

/**
 * Every request's id (the caller's X-Request-Id, or a new UUID), sent back as X-Request-Id and in
 * `c.get('requestId')` for error logs, and one line per request: method, path, status, duration and id.
 */
export function requestLog(log: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const given = requestHeader(c, 'x-request-id');
    const id = given !== undefined && usableRequestId.test(given) ? given : randomUUID();
    c.set('requestId', id);
    const withLines = answerWithLines(c);
    const outgoing = nodeResponse(c);
    // The id is a UUID or matched `usableRequestId` (word characters, '-' and '='): a valid header value.
    if (withLines) withLines.sendLines(`X-Request-Id: ${id}\r\n`);
    else if (outgoing) outgoing.setHeader('X-Request-Id', id);
    else c.header('X-Request-Id', id);
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms ${id}`);
  });
}
