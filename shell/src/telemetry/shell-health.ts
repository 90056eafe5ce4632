import { afterFirstPage } from '../preloading/first-page-shown';
import type { AreaId } from '../routes/areas';
import type { AreaBuild, HealthReporter } from './health-reporter';

/** The build of each area this page load uses, as the registry gave it. */
const builds = new Map<AreaId, AreaBuild>();
/** Areas whose page (or fallback) was shown: an area only loaded ahead of time is no session. */
const shown = new Set<AreaId>();
/** Rejections of area loads, so the boundary that catches one counts a load failure, not a render error. */
const loadErrors = new WeakSet<object>();
let started = false;
let reporter: HealthReporter | null = null;
/** What happened before the reporter's code arrived, told to it once it has. */
const waiting: ((reporter: HealthReporter) => void)[] = [];
/** This page load's beacon from the registry: the API counts only batches that carry it. */
let pageBeacon: string | null = null;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function report(event: (reporter: HealthReporter) => void): void {
  if (reporter) event(reporter);
  else if (started) waiting.push(event);
}

/**
 * The shell's health of remote builds, for the area loading and boundaries to tell. Until
 * `startHealthReporting()` runs (the real browser entry), it only remembers and sends nothing.
 */
export const shellHealth = {
  /** The registry picked this build for the area (it may be loaded ahead of a visit). */
  assigned(area: AreaId, build: AreaBuild, beacon?: string) {
    if (beacon) pageBeacon = beacon;
    builds.set(area, build);
    if (shown.has(area)) report((health) => health.session(build));
  },
  /** The page load's beacon, when the registry answered after the builds were picked (remotes/served-registry.ts). */
  beacon(beacon: string) {
    pageBeacon = beacon;
  },
  /** The area's load failed; counted if and when its fallback is shown. */
  loadFailed(_area: AreaId, error: unknown) {
    if (isObject(error)) loadErrors.add(error);
  },
  /** A page of the area is on screen: one session of its build. */
  shown(area: AreaId) {
    shown.add(area);
    const build = builds.get(area);
    if (build) report((health) => health.session(build));
  },
  /** The area's boundary caught `error` and shows its fallback. */
  failed(area: AreaId, error: unknown) {
    const build = builds.get(area);
    if (!build) return;
    const loadFailure = isObject(error) && loadErrors.has(error);
    report((health) => {
      health.session(build);
      if (loadFailure) health.loadFailure(build);
      else health.renderError(build);
    });
  },
};

export type ShellHealth = typeof shellHealth;

/**
 * Starts counting: errors nothing caught from now on, and, once the first page is shown (the reporter's code
 * is not among the first page's scripts, docs/decisions.md), the Web Vitals and batches sent as the page goes.
 */
export function startHealthReporting(): void {
  if (started) return;
  started = true;
  window.addEventListener('error', (event) => {
    const stack = (event.error as Error | undefined)?.stack;
    report((health) => health.uncaughtError(event.filename, stack));
  });
  window.addEventListener('unhandledrejection', (event) => {
    const stack = (event.reason as Error | undefined)?.stack;
    report((health) => health.uncaughtError(undefined, stack));
  });
  void afterFirstPage
    .then(() => import('./health-reporting'))
    .then(({ startReporter }) => {
      reporter = startReporter({ builds, beacon: () => pageBeacon });
      for (const event of waiting.splice(0)) event(reporter);
    });
}
