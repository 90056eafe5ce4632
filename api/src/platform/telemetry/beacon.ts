import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * A page load's telemetry beacon (issue #32, finding 3). `GET /api/remotes` hands one to each page load
 * with the builds it is to use; a batch is counted only with a beacon this API signed and that has not
 * expired, and each beacon counts each kind of each build once. So counts are page loads the API itself
 * started, not whatever an anonymous request claims.
 */

/** Longer than a tab usually stays open on one page load; a batch after it is not counted. */
export const BEACON_LIFETIME_MS = 12 * 60 * 60_000;

const sign = (appSecret: string, body: string) =>
  createHmac('sha256', appSecret).update(`telemetry beacon ${body}`).digest('base64url').slice(0, 32);

/** A new beacon: `<id>.<expiry in seconds>.<signature>`. */
export function issueBeacon(appSecret: string, now: Date): string {
  const body = `${randomBytes(12).toString('base64url')}.${Math.floor((now.getTime() + BEACON_LIFETIME_MS) / 1000)}`;
  return `${body}.${sign(appSecret, body)}`;
}

const beaconShape = /^([\w-]{16})\.(\d{10,12})\.([\w-]{32})$/;

/** The beacon's id when it is one of ours and still valid, else null. */
export function beaconId(appSecret: string, beacon: string, now: Date): string | null {
  const match = beaconShape.exec(beacon);
  if (!match) return null;
  const [, id, expiry, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(appSecret, `${id}.${expiry}`));
  if (!timingSafeEqual(Buffer.from(signature), expected)) return null;
  return Number(expiry) * 1000 > now.getTime() ? id : null;
}

/** The sender's address as the tables keep it: a keyed hash, enough to tell addresses apart. */
export const addressKey = (appSecret: string, ip: string) =>
  createHmac('sha256', appSecret).update(`telemetry address ${ip}`).digest('base64url').slice(0, 22);
