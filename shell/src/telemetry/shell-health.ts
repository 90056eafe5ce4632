import { matchPath } from 'react-router-dom';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { AreaId } from '../routes/areas';
import { routeTable } from '../routes/route-table';
import {
  createHealthReporter,
  type AreaBuild,
  type HealthEvent,
  type HealthReporter,
} from './health-reporter';

/** Where the shell's health batches go (docs/operations.md). */
export const TELEMETRY_ENDPOINT = '/api/telemetry';

/** The build of each area this page load uses, as the registry gave it. */
const builds = new Map<AreaId, AreaBuild>();
let reporter: HealthReporter | null = null;

/**
 * The shell's health of remote builds, for the area loading and boundaries to tell. Until
 * `startHealthReporting()` runs (the real browser entry), it only remembers builds and sends nothing.
 */
export const shellHealth = {
  /** The registry picked this build for the area and it is being loaded: a session of that build. */
  opened(area: AreaId, build: AreaBuild) {
    builds.set(area, build);
    reporter?.session(build);
  },
  loadFailed(area: AreaId, error: unknown) {
    const build = builds.get(area);
    if (build) reporter?.loadFailure(build, error);
  },
  renderFailed(area: AreaId, error: unknown) {
    const build = builds.get(area);
    if (build) reporter?.renderError(build, error);
  },
};

export type ShellHealth = typeof shellHealth;

/** sendBeacon survives the page being closed; its body goes as text/plain, which the API reads as JSON. */
function sendBeacon(events: HealthEvent[]): void {
  const body = JSON.stringify({ events });
  if (navigator.sendBeacon?.(TELEMETRY_ENDPOINT, body)) return;
  void fetch(TELEMETRY_ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/** The area whose page is on screen, whose build a Web Vital of this page is counted for. */
function currentBuild(): AreaBuild | null {
  const route = routeTable.find((candidate) => matchPath(candidate.path, window.location.pathname));
  return (route && builds.get(route.area)) ?? null;
}

/** Starts counting: errors nothing caught, the Web Vitals, and batches sent as the page goes. */
export function startHealthReporting(): void {
  if (reporter) return;
  const health = createHealthReporter({ send: sendBeacon });
  reporter = health;
  window.addEventListener('error', (event) => {
    health.uncaughtError(event.filename, (event.error as Error | undefined)?.stack);
  });
  window.addEventListener('unhandledrejection', (event) => {
    health.uncaughtError(undefined, (event.reason as Error | undefined)?.stack);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') health.flush();
  });
  window.addEventListener('pagehide', () => health.flush());

  const vital = (kind: 'lcp' | 'inp' | 'cls') => (metric: Metric) => {
    const build = currentBuild();
    if (build) health.vital(build, kind, metric.value);
  };
  onLCP(vital('lcp'));
  onINP(vital('inp'));
  onCLS(vital('cls'));
}
