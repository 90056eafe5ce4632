import { Prisma, type PrismaClient } from '@platform/prisma';
import type { TelemetryEvent } from './telemetry-schema.js';

const minuteMs = 60_000;

/** How long per-minute counts are kept: the ops page shows the last hour, the rollback rule less. */
export const TELEMETRY_RETENTION_MS = 24 * 60 * minuteMs;

/** The minute an instant falls in. */
export const minuteOf = (date: Date) => new Date(Math.floor(date.getTime() / minuteMs) * minuteMs);

interface Tally {
  remote: string;
  version: string;
  kind: string;
  count: number;
  sum: number;
}

/** The batch folded into one row per area, build and kind. */
export function tally(events: TelemetryEvent[]): Tally[] {
  const rows = new Map<string, Tally>();
  for (const { remote, version, kind, value } of events) {
    const key = `${remote}\u0000${version}\u0000${kind}`;
    const row = rows.get(key) ?? { remote, version, kind, count: 0, sum: 0 };
    row.count += 1;
    row.sum += value ?? 0;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/**
 * Adds the batch to this minute's counts in one statement. The rows are shared by every API process
 * (docs/deployment.md), and the upsert adds atomically, so concurrent batches never lose a count.
 */
export async function recordTelemetry(prisma: PrismaClient, rows: Tally[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const minute = minuteOf(now);
  const values = rows.map(
    (row) => Prisma.sql`(${minute}, ${row.remote}, ${row.version}, ${row.kind}, ${row.count}, ${row.sum})`,
  );
  await prisma.$executeRaw`
    INSERT INTO telemetry_counts (minute, remote, version, kind, count, sum)
    VALUES ${Prisma.join(values)}
    ON CONFLICT (minute, remote, version, kind) DO UPDATE SET
      count = telemetry_counts.count + EXCLUDED.count,
      sum = telemetry_counts.sum + EXCLUDED.sum`;
  // Old minutes go now and then, by whichever process takes the batch: no timer, no leader.
  if (Math.random() < 0.02) await pruneTelemetry(prisma, now);
}

export async function pruneTelemetry(prisma: PrismaClient, now: Date): Promise<void> {
  await prisma.telemetryCount.deleteMany({
    where: { minute: { lt: new Date(now.getTime() - TELEMETRY_RETENTION_MS) } },
  });
}

/** One build's counts per kind since `since` (count and summed value). */
export type BuildTotals = Record<string, { count: number; sum: number }>;

/** Each build's totals per kind since `since`, keyed `<remote> <version>`. */
export async function totalsSince(prisma: PrismaClient, since: Date, remote?: string) {
  const groups = await prisma.telemetryCount.groupBy({
    by: ['remote', 'version', 'kind'],
    where: { minute: { gte: minuteOf(since) }, ...(remote ? { remote } : {}) },
    _sum: { count: true, sum: true },
  });
  const totals = new Map<string, BuildTotals>();
  for (const group of groups) {
    const key = `${group.remote} ${group.version}`;
    const build = totals.get(key) ?? {};
    build[group.kind] = { count: group._sum.count ?? 0, sum: group._sum.sum ?? 0 };
    totals.set(key, build);
  }
  return totals;
}
