import type { Context } from 'hono';
import { socketPeer } from '../rate-limit/client-ip.js';
import { requestHeader } from './node-messages.js';

/** Whether `address` (an IP, or a host name to listen on) is this machine only. */
export function isLoopback(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    plain === 'localhost' ||
    plain === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(plain) ||
    /^::ffff:127\.\d+\.\d+\.\d+$/.test(plain)
  );
}

/** Headers by which a proxy says whom it relays: any of them means the request did not start here. */
const relayHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Whether the request came straight from this machine: a loopback peer, and no proxy header of any kind
 * (a proxy on this machine relays the whole internet from loopback, and proxies differ in the header
 * they set: nginx's `X-Real-IP`, RFC 7239's `Forwarded`, the common `X-Forwarded-For`).
 */
export function directFromThisMachine(c: Context): boolean {
  const peer = socketPeer(c);
  return (
    peer !== undefined &&
    isLoopback(peer) &&
    relayHeaders.every((name) => requestHeader(c, name) === undefined)
  );
}
