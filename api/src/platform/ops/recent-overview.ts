/** How long (by the request clock) an overview is answered again after its read started. */
export const OVERVIEW_LIFETIME_MS = 1_000;

interface Kept<T> {
  /** When its read started (request clock, ms). */
  at: number;
  overview: Promise<T>;
}

/*
 * The ops overview, read at most once a second (docs/decisions.md, "Per-request cost"). Each read parses the
 * release registry (its file, or its tables with every change of its history on PostgreSQL) and an hour of
 * telemetry rows, ~6 ms of the API's one thread: the ops page's token has no session, so the answer cache
 * never keeps it, and 64 callers at once queued ~0.4 s behind each other. An overview is a picture of the
 * last hour by the minute, read when the page opens, on Refresh and after the page's own changes: one at
 * most a second old is as current as an operator can tell. A change made on the ops page through this
 * process is seen at once (`forget`); one made anywhere else (a release command, another API process, an
 * automatic rollback) within the second. Callers that ask while a read runs wait for that read; a read that
 * fails is not kept.
 */
export class RecentOverview<T> {
  private kept: Kept<T> | null = null;

  constructor(private readonly read: (now: Date) => Promise<T>) {}

  /** The overview as of `now`, or of a read that started less than a second before it. */
  at(now: Date): Promise<T> {
    const time = now.getTime();
    const kept = this.kept;
    // A clock moved back is no moment this overview was of either.
    if (kept && time >= kept.at && time - kept.at < OVERVIEW_LIFETIME_MS) return kept.overview;
    const fresh: Kept<T> = { at: time, overview: this.read(now) };
    this.kept = fresh;
    fresh.overview.catch(() => {
      if (this.kept === fresh) this.kept = null;
    });
    return fresh.overview;
  }

  /** The registry changed here: the next caller reads again. */
  forget(): void {
    this.kept = null;
  }
}
