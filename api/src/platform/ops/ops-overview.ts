import type { PrismaClient } from '@platform/prisma';
import { readRegistry } from '../../../../scripts/releases/registry.mjs';
import type { RegistryChange } from '../../../../scripts/releases/registry.mjs';
import { REMOTES } from '@platform/contract';
import type { RegistryPlace } from '../remotes/registry.js';
import { buildHealth, errorRate } from '../remotes/rollback-rule.js';
import { minuteOf, type BuildTotals } from '../telemetry/telemetry-store.js';

const minuteMs = 60_000;
/** The ops page looks at the last hour. */
export const OVERVIEW_MINUTES = 60;
/** Changes of each area the page lists, newest first. */
const historyShown = 10;

export interface BuildOverview {
  version: string;
  channel: 'live' | 'canary';
  share: number;
  sessions: number;
  errors: number;
  errorRate: number;
  /** Averages of the hour: LCP and INP in ms, CLS as a score; null without a measure. */
  vitals: { lcp: number | null; inp: number | null; cls: number | null };
  /** One entry per minute of the hour, oldest first. */
  minutes: { minute: string; sessions: number; errors: number }[];
}

export interface AreaOverview {
  remote: string;
  area: string;
  builds: BuildOverview[];
  history: RegistryChange[];
}

const average = (totals: BuildTotals, kind: string) => {
  const total = totals[kind];
  return total && total.count > 0 ? Math.round((total.sum / total.count) * 1000) / 1000 : null;
};

/** Every area's live and canary builds with their health over the last hour, and its latest changes. */
export async function opsOverview(
  prisma: PrismaClient,
  place: RegistryPlace,
  now: Date,
): Promise<AreaOverview[]> {
  const registry = await readRegistry(place);
  const first = new Date(minuteOf(now).getTime() - (OVERVIEW_MINUTES - 1) * minuteMs);
  const rows = await prisma.telemetryCount.findMany({ where: { minute: { gte: first } } });
  const minutes = Array.from({ length: OVERVIEW_MINUTES }, (_, index) => first.getTime() + index * minuteMs);

  const overview = (
    remote: string,
    version: string,
    channel: 'live' | 'canary',
    share: number,
  ): BuildOverview => {
    const own = rows.filter((row) => row.remote === remote && row.version === version);
    const totals: BuildTotals = {};
    for (const row of own) {
      const total = (totals[row.kind] ??= { count: 0, sum: 0 });
      total.count += row.count;
      total.sum += row.sum;
    }
    const health = buildHealth(totals);
    return {
      version,
      channel,
      share,
      ...health,
      errorRate: Math.round(errorRate(health) * 10) / 10,
      vitals: { lcp: average(totals, 'lcp'), inp: average(totals, 'inp'), cls: average(totals, 'cls') },
      minutes: minutes.map((time) => {
        const minute = buildHealth(
          Object.fromEntries(
            own
              .filter((row) => row.minute.getTime() === time)
              .map((row) => [row.kind, { count: row.count, sum: 0 }]),
          ),
        );
        return { minute: new Date(time).toISOString(), sessions: minute.sessions, errors: minute.errors };
      }),
    };
  };

  return REMOTES.map((known) => {
    const entry = registry.remotes[known.package];
    const canary = entry?.canary ?? null;
    const builds: BuildOverview[] = [];
    if (entry?.current)
      builds.push(overview(known.package, entry.current, 'live', 100 - (canary?.share ?? 0)));
    if (canary) builds.push(overview(known.package, canary.version, 'canary', canary.share));
    const history = registry.history.filter((change) => change.remote === known.package);
    return {
      remote: known.package,
      area: known.area,
      builds,
      history: history.slice(-historyShown).reverse(),
    };
  });
}
