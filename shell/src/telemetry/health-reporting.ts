import { matchPath } from 'react-router-dom';
import type { Metric } from 'web-vitals';
import type { AreaId } from '../routes/areas';
import { routeTable } from '../routes/route-table';
import {
  createHealthReporter,
  type AreaBuild,
  type HealthEvent,
  type HealthReporter,
} from './health-reporter';

/** Where the shell's health batches go (docs/operations.md). */
const TELEMETRY_ENDPOINT = '/api/telemetry';

export interface ReporterOptions {
  /** The build of each area this page load uses, as the registry gave it (kept by shell-health.ts). */
  builds: ReadonlyMap<AreaId, AreaBuild>;
  /** This page load's beacon from the registry, once it has answered. */
  beacon: () => string | null;
}

/** Runs `run` when the browser is idle (`requestIdleCallback` where it has it, else after a second). */
function afterIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3_000 });
  else setTimeout(run, 1_000);
}

/**
 * The reporter of this page load, loaded once the first page is shown (shell-health.ts): batches sent as the
 * page goes, and the Web Vitals of the area on screen.
 */
export function startReporter({ builds, beacon }: ReporterOptions): HealthReporter {
  /**
   * sendBeacon survives the page being closed; its body goes as text/plain, which the API reads as JSON. Not
   * the platform's client: it can neither beacon nor keep a request alive past the page.
   */
  function sendBeacon(events: HealthEvent[]): void {
    // Every event is of a build the registry assigned, so its beacon came first.
    const pageBeacon = beacon();
    if (!pageBeacon) return;
    const body = JSON.stringify({ beacon: pageBeacon, events });
    if (navigator.sendBeacon?.(TELEMETRY_ENDPOINT, body)) return;
    void fetch(TELEMETRY_ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  }

  /** The area whose page is on screen, whose build a Web Vital of this page is counted for. */
  function currentBuild(): AreaBuild | null {
    const route = routeTable.find((candidate) => matchPath(candidate.path, window.location.pathname));
    return (route && builds.get(route.area)) ?? null;
  }

  const health = createHealthReporter({ send: sendBeacon });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') health.flush();
  });
  window.addEventListener('pagehide', () => health.flush());

  const vital = (kind: 'lcp' | 'inp' | 'cls') => (metric: Metric) => {
    const build = currentBuild();
    if (build) health.vital(build, kind, metric.value);
  };
  // The page is committed a frame before it is painted: once idle, the observers read the entries buffered
  // meanwhile.
  afterIdle(() => {
    void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
      onLCP(vital('lcp'));
      onINP(vital('inp'));
      onCLS(vital('cls'));
    });
  });
  return health;
}
