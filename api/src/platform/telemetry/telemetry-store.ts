import { Prisma, type PrismaClient } from '@platform/prisma';
import { ERROR_KINDS, type TelemetryEvent } from './telemetry-schema.js';

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

/** The page load a batch comes from: its verified beacon, and the sender's address as a keyed hash. */
export interface PageLoad {
  beaconId: string;
  address: string;
}

/**
 * The events of the batch that are the first of their build and kind for this page load (a page load
 * opens an area once and fails at most once in each way): the others were counted before, by this batch
 * or an earlier one, and are dropped. Recorded atomically, so parallel copies of a batch count once.
 */
export async function firstOfPageLoad(
  prisma: PrismaClient,
  events: TelemetryEvent[],
  page: PageLoad,
  now: Date,
): Promise<TelemetryEvent[]> {
  const firsts = new Map<string, TelemetryEvent>();
  for (const event of events)
    firsts.set(
      `${event.remote} ${event.version} ${event.kind}`,
      firsts.get(`${event.remote} ${event.version} ${event.kind}`) ?? event,
    );
  if (firsts.size === 0) return [];
  const minute = minuteOf(now);
  const values = [...firsts.values()].map(
    (event) =>
      Prisma.sql`(${page.beaconId}, ${event.remote}, ${event.version}, ${event.kind}, ${page.address}, ${minute})`,
  );
  const recorded = await prisma.$queryRaw<{ remote: string; version: string; kind: string }[]>`
    INSERT INTO telemetry_sessions (beacon_id, remote, version, kind, address, minute)
    VALUES ${Prisma.join(values)}
    ON CONFLICT (beacon_id, remote, version, kind) DO NOTHING
    RETURNING remote, version, kind`;
  return recorded.flatMap((row) => firsts.get(`${row.remote} ${row.version} ${row.kind}`) ?? []);
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
  const old = { minute: { lt: new Date(now.getTime() - TELEMETRY_RETENTION_MS) } };
  await prisma.telemetryCount.deleteMany({ where: old });
  await prisma.telemetrySession.deleteMany({ where: old });
}

/**
 * Page loads one address may count for one build in the automatic rollback's window: a handful of
 * visitors behind one address are counted, one sender forging page loads is not (issue #32, finding 3).
 */
export const PAGE_LOADS_PER_ADDRESS = 3;

/**
 * Each build of `remote` in the window as the automatic rollback judges it: distinct verified page loads
 * (sessions, and their error kinds), at most PAGE_LOADS_PER_ADDRESS of them from any one address.
 */
export async function verifiedHealthSince(
  prisma: PrismaClient,
  since: Date,
  remote: string,
): Promise<Map<string, BuildHealth>> {
  const errorKinds = Prisma.join([...ERROR_KINDS]);
  const rows = await prisma.$queryRaw<{ version: string; sessions: bigint; errors: bigint }[]>`
    WITH page_loads AS (
      SELECT version, address, beacon_id,
        bool_or(kind = 'session') AS opened,
        count(*) FILTER (WHERE kind IN (${errorKinds})) AS errors
      FROM telemetry_sessions
      WHERE remote = ${remote} AND minute >= ${minuteOf(since)}
      GROUP BY version, address, beacon_id
    ), counted AS (
      SELECT version, opened, errors,
        row_number() OVER (PARTITION BY version, address ORDER BY beacon_id) AS nth
      FROM page_loads
    )
    SELECT version, count(*) FILTER (WHERE opened) AS sessions, coalesce(sum(errors), 0)::bigint AS errors
    FROM counted WHERE nth <= ${PAGE_LOADS_PER_ADDRESS}
    GROUP BY version`;
  return new Map(
    rows.map((row) => [row.version, { sessions: Number(row.sessions), errors: Number(row.errors) }]),
  );
}

/** One build's counts per kind since `since` (count and summed value). */
/** A build's sessions and failed ones (every error kind counts once per page load) in the window. */
export interface BuildHealth {
  sessions: number;
  errors: number;
}

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
