import { createHash } from 'node:crypto';

/** Buckets per area: 10,000, so a share is honoured to a hundredth of a percent. */
const buckets = 10_000;

/**
 * Where a caller falls in an area's range of 0 to 100 (percent), from a hash of the area and the
 * caller's id: the same caller always lands on the same point, so one person never flips between
 * builds, and each area spreads callers on its own, so a canary of one area is not always tried on the
 * same people as a canary of another.
 */
export function bucketOf(callerId: string, area: string): number {
  const digest = createHash('sha256').update(`${area}\u0000${callerId}`).digest();
  return (digest.readUInt32BE(0) % buckets) / (buckets / 100);
}

/**
 * Whether the caller gets the canary that serves `share` percent of users. Raising the share only adds
 * callers (those already in stay in), and lowering it only removes some.
 */
export function inCanary(callerId: string, area: string, share: number): boolean {
  return bucketOf(callerId, area) < share;
}
