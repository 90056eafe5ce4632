import { matchPath } from 'react-router-dom';
import type { Metric } from 'web-vitals';
import { firstPageShown } from '../preloading/first-page-shown';
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
/** Areas whose page (or fallback) was shown: an area only loaded ahead of time is no session. */
const shown = new Set<AreaId>();
/** Rejections of area loads, so the boundary that catches one counts a load failure, not a render error. */
const loadErrors = new WeakSet<object>();
let reporter: HealthReporter | null = null;
/** This page load's beacon from the registry: the API counts only batches that carry it. */
let pageBeacon: string | null = null;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * The shell's health of remote builds, for the area loading and boundaries to tell. Until
 * `startHealthReporting()` runs (the real browser entry), it only remembers and sends nothing.
 */
export const shellHealth = {
  /** The registry picked this build for the area (it may be loaded ahead of a visit). */
  assigned(area: AreaId, build: AreaBuild, beacon?: string) {
    if (beacon) pageBeacon = beacon;
    builds.set(area, build);
    if (shown.has(area)) reporter?.session(build);
  },
  /** The area's load failed; counted if and when its fallback is shown. */
  loadFailed(_area: AreaId, error: unknown) {
    if (isObject(error)) loadErrors.add(error);
  },
  /** A page of the area is on screen: one session of its build. */
  shown(area: AreaId) {
    shown.add(area);
    const build = builds.get(area);
    if (build) reporter?.session(build);
  },
  /** The area's boundary caught `error` and shows its fallback. */
  failed(area: AreaId, error: unknown) {
    const build = builds.get(area);
    if (!build) return;
    reporter?.session(build);
    if (isObject(error) && loadErrors.has(error)) reporter?.loadFailure(build);
    else reporter?.renderError(build);
  },
};

export type ShellHealth = typeof shellHealth;

/**
 * sendBeacon survives the page being closed; its body goes as text/plain, which the API reads as JSON. Not the
 * platform's client: it can neither beacon nor keep a request alive past the page.
 */
function sendBeacon(events: HealthEvent[]): void {
  // Every event is of a build the registry assigned, so its beacon came first.
  if (!pageBeacon) return;
  const body = JSON.stringify({ beacon: pageBeacon, events });
  if (navigator.sendBeacon?.(TELEMETRY_ENDPOINT, body)) return;
  void fetch(TELEMETRY_ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/** Runs `run` when the browser is idle (`requestIdleCallback` where it has it, else after a second). */
function afterIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3_000 });
  else setTimeout(run, 1_000);
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
  // Not among the first page's scripts (docs/benchmarks.md): loaded once it shows and the browser is idle
  // (the page is committed a frame before it is painted), the observers read the entries buffered meanwhile.
  void firstPageShown
    .then(() => new Promise<void>((resolve) => afterIdle(resolve)))
    .then(() => import('web-vitals'))
    .then(({ onCLS, onINP, onLCP }) => {
      onLCP(vital('lcp'));
      onINP(vital('inp'));
      onCLS(vital('cls'));
    });
}
