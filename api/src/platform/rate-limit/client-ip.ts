import type { Context } from 'hono';
import { nodeRequest, requestHeader } from '../http/node-messages.js';

/**
 * The caller's address, for rate limits. Behind one reverse proxy (`TRUST_PROXY=1`) it is the last
 * X-Forwarded-For entry, the one that proxy added; earlier entries are whatever the client claimed.
 * Otherwise it is the socket's peer. Requests made in process (tests) may have neither.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = requestHeader(c, 'x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return socketPeer(c) ?? 'unknown';
}

/** The address at the other end of the connection, whatever the headers say. */
export function socketPeer(c: Context): string | undefined {
  // In-process requests (tests) have no socket.
  return nodeRequest(c)?.socket.remoteAddress;
}
