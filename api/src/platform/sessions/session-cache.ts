/*
 * Session lookups at memory speed. Every signed-in request checks its bearer token; reading the sessions
 * table each time made `GET /api/check-auth/` as slow as the database (docs/benchmarks.md). This keeps the
 * answers of recent lookups in the process, and forgets them the moment a session ends:
 * - in this process, directly, when it revokes (sessions.ts);
 * - from every other API process on the same PostgreSQL through LISTEN/NOTIFY (session-notifications.ts):
 *   a trigger on the sessions table notifies the token hash of every session revoked or deleted, at commit.
 * A lookup that was under way while a session ended is not kept (its answer may be older than the end),
 * and while the notifications are not being received nothing is kept at all.
 */

export interface CachedSession {
  sessionId: string;
  userId: string;
  expiresAt: Date;
}

interface Entry extends CachedSession {
  tokenHash: string;
  /** performance.now() when it was read from the database. */
  readAt: number;
}

export interface SessionCacheOptions {
  /** Sessions kept at most; the oldest read goes first. */
  maxEntries?: number;
  /** A safety net only (ending a session forgets it at once): entries are read again after this long. */
  maxAgeMs?: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Lookups under way, by generation and token hash: whoever asks for the same one meanwhile waits for it. */
  private readonly lookups = new Map<string, Promise<CachedSession | null>>();
  /** Bumped by every end of a session, so a lookup can tell whether one happened while it ran. */
  private generation = 0;
  /** False while the notifications of other processes may be missed (their connection is down). */
  private trusted: boolean;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;

  /**
   * `trusted: false` starts it keeping nothing until `trust()`: for a process that must first be listening
   * to the others.
   */
  constructor({
    maxEntries = 10_000,
    maxAgeMs = 60_000,
    trusted = true,
  }: SessionCacheOptions & { trusted?: boolean } = {}) {
    this.maxEntries = maxEntries;
    this.maxAgeMs = maxAgeMs;
    this.trusted = trusted;
  }

  /** What a lookup remembers before reading the database, for `keep`. */
  mark(): number {
    return this.generation;
  }

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (performance.now() - entry.readAt > this.maxAgeMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /**
   * The database lookup of `tokenHash` (`read`, given the mark for `keep`), or the one already under way for
   * it since the last end of a session. A kept lookup lives a minute, so a busy session's runs out while many
   * of its requests are under way: before this, each of them (the bench's 64 connections) read the row and
   * wrote its "last seen" itself, one after the other on the embedded database's one connection, and each of
   * those writes emptied the answer cache (docs/decisions.md, "Audit-log tail and a smaller heap").
   * A lookup that started before a session ended is not joined: its answer may be from before the end.
   */
  lookUpOnce(
    tokenHash: string,
    read: (mark: number) => Promise<CachedSession | null>,
  ): Promise<CachedSession | null> {
    const key = `${this.generation} ${tokenHash}`;
    const running = this.lookups.get(key);
    if (running) return running;
    const lookup = read(this.generation);
    this.lookups.set(key, lookup);
    const done = () => {
      if (this.lookups.get(key) === lookup) this.lookups.delete(key);
    };
    lookup.then(done, done);
    return lookup;
  }

  /** Keeps a live session read from the database, unless a session ended since `mark` was taken. */
  keep(tokenHash: string, session: CachedSession, mark: number): void {
    if (!this.trusted || mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { ...session, tokenHash, readAt: performance.now() });
  }

  /** The session of this token hash ended (a notification from any process). */
  forgetToken(tokenHash: string): void {
    this.generation += 1;
    this.entries.delete(tokenHash);
  }

  forgetSession(sessionId: string): void {
    this.forgetWhere((entry) => entry.sessionId === sessionId);
  }

  forgetUser(userId: string): void {
    this.forgetWhere((entry) => entry.userId === userId);
  }

  /** Other processes' ends of sessions may go unseen from now on: forget everything and keep nothing. */
  distrust(): void {
    this.trusted = false;
    this.forgetWhere(() => true);
  }

  /** Listening again: lookups from now on may be kept. */
  trust(): void {
    this.generation += 1;
    this.trusted = true;
  }

  private forgetWhere(ended: (entry: Entry) => boolean): void {
    this.generation += 1;
    // Revocations are rare and the map is bounded, so a scan beats keeping indexes by user and session.
    for (const [tokenHash, entry] of this.entries) if (ended(entry)) this.entries.delete(tokenHash);
  }
}
