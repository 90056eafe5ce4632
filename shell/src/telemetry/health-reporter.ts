/** The kinds `POST /api/telemetry` counts (api/src/platform/telemetry/telemetry-schema.ts). */
export type HealthKind =
  | 'session'
  | 'load-failure'
  | 'render-error'
  | 'uncaught-error'
  | 'lcp'
  | 'inp'
  | 'cls';

export interface HealthEvent {
  remote: string;
  version: string;
  kind: HealthKind;
  value?: number;
}

/** Where a batch goes. */
export type SendBatch = (events: HealthEvent[]) => void;

export interface HealthReporterOptions {
  send: SendBatch;
  /**
   * Events wait this long for others to share their request (default 10 s; a failure goes at once, and the
   * page's hiding sends what waits). Not within the first seconds: sending a beacon costs the main thread a
   * task (~10-20 ms on this machine, four times that on a phone) while the page is still becoming interactive.
   */
  flushDelayMs?: number;
}

/** One remote build: the package and version the registry gave this browser. */
export interface AreaBuild {
  remote: string;
  version: string;
}

/**
 * Failures go at once, with what waited before them: a visitor who closes a broken page straight away is
 * still counted (a batch sent as the tab closes can be lost), and the automatic rollback judges sooner.
 */
const FAILURES: ReadonlySet<HealthKind> = new Set(['load-failure', 'render-error', 'uncaught-error']);

/** A batch of this many goes at once; the API takes 50 at most. */
const maxBatch = 40;

/** `/remotes/<package>/<version>/`: where a remote build's files are served from. */
const buildPath = /\/remotes\/(mf-[a-z]+)\/([\w.+-]+)\//;

/** The remote build a script URL or stack trace points into, if any. */
export function buildInText(text: string | undefined): AreaBuild | null {
  const match = text ? buildPath.exec(text) : null;
  return match ? { remote: match[1]!, version: match[2]! } : null;
}

/**
 * Collects the health of the remote builds this page load uses, and sends it in small batches: one
 * `session` per area opened, at most one of each error kind per area (a page that keeps failing is one
 * failed session, not a flood), and each Web Vital once. Nothing about the user or the page's address is
 * sent: only package, version, kind and a vital's value.
 */
export function createHealthReporter({ send, flushDelayMs = 10_000 }: HealthReporterOptions) {
  const queue: HealthEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const reported = new Set<string>();

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) send(queue.splice(0, maxBatch));
  }

  function add(build: AreaBuild, kind: HealthKind, value?: number) {
    const key = `${build.remote} ${build.version} ${kind}`;
    if (reported.has(key)) return;
    reported.add(key);
    queue.push(value === undefined ? { ...build, kind } : { ...build, kind, value });
    if (queue.length >= maxBatch || FAILURES.has(kind)) flush();
    else timer ??= setTimeout(flush, flushDelayMs);
  }

  return {
    /** A page of the area's build is shown (or its fallback): one session of that build. */
    session: (build: AreaBuild) => add(build, 'session'),
    /** The area's manifest or chunks could not be loaded: its fallback is shown. */
    loadFailure: (build: AreaBuild) => add(build, 'load-failure'),
    /** The area's boundary caught an error while it rendered. */
    renderError: (build: AreaBuild) => add(build, 'render-error'),
    /** An error nothing caught, counted for the remote build its script or stack points into. */
    uncaughtError(filename: string | undefined, stack: string | undefined) {
      const build = buildInText(filename) ?? buildInText(stack);
      if (build) add(build, 'uncaught-error');
    },
    /** A Core Web Vital of the page, counted for the build of the area that showed it. */
    vital(build: AreaBuild, kind: 'lcp' | 'inp' | 'cls', value: number) {
      if (Number.isFinite(value) && value >= 0) add(build, kind, value);
    },
    flush,
  };
}

export type HealthReporter = ReturnType<typeof createHealthReporter>;
