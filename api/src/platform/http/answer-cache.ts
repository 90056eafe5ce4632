import type { DataVersion } from '@platform/prisma';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../../deps.js';
import { optionalSession } from '../sessions/bearer-auth.js';
import { matches, SESSION_CHECK } from './conditional-reads.js';

/*
 * Signed-in reads at memory speed while nothing changes (issue #33; docs/decisions.md, "Signed-in reads
 * answered from memory"). On the embedded database every statement costs ~0.5 ms of one thread, so a board, a
 * brief or a billing page asked for by many tabs at once queues behind its own queries; the session check,
 * answered from memory, is 10-100 times faster. This keeps the last JSON answer of each signed-in GET, per
 * session and exact path and query, and answers it again while both hold:
 * - the data version has not moved (`DataVersion`, counted by the Prisma client below every write, including
 *   `$executeRaw` and a transaction's COMMIT, and told by the other API processes:
 *   ../sessions/session-notifications.ts);
 * - the request clock (`deps.now()`) is in the same second: answers that depend on the time ("Overdue", a
 *   trial's days left) are at most a second old, a test that moves the clock never sees an older answer, and
 *   whatever a change could slip past (a hand-made SQL change) is forgotten within a second.
 * A read that saw the version move while it ran is not kept: it may have read before a change committed.
 * Never kept: other methods (but the POST reads below), the session check, non-JSON answers (files, PDFs,
 * exports, streams), anything but 200, answers that set a cookie, and callers without a live session.
 */

/** POSTs that only read (the bench's and the OpenAPI document's POST reads), kept like GETs, by their body too. */
const POST_READS = new Set(['/api/get-project-features/']);

/** At most this many answers of one second are kept; the cache empties itself every second anyway. */
const MAX_ENTRIES = 5_000;
/** ... and at most this many bytes of their bodies. */
const MAX_BYTES = 32 * 1024 * 1024;

interface Answer {
  body: string;
  headers: [string, string][];
  etag: string | null;
}

/** When a read started: the cache keeps its answer only if nothing moved by the time it ends. */
interface Mark {
  second: number;
  version: number;
}

export class AnswerCache {
  private entries = new Map<string, Answer>();
  /** Reads under way, by key and mark: the same read asked again meanwhile waits for its answer. */
  private readonly running = new Map<string, Promise<Answer | null>>();
  private bytes = 0;
  /** The second and data version every kept answer belongs to. */
  private held: Mark = { second: Number.NaN, version: Number.NaN };
  /** False while other processes' changes may go unheard (session-notifications.ts): nothing is kept. */
  private trusted: boolean;

  constructor(
    private readonly version: DataVersion,
    { trusted = true }: { trusted?: boolean } = {},
  ) {
    this.trusted = trusted;
  }

  mark(second: number): Mark {
    return { second, version: this.version.current };
  }

  get(key: string, second: number): Answer | undefined {
    if (second !== this.held.second || this.version.current !== this.held.version) return undefined;
    return this.entries.get(key);
  }

  /** Keeps `answer` unless anything changed since `mark`; whether it was kept. */
  keep(key: string, answer: Answer, mark: Mark): boolean {
    if (!this.trusted || mark.version !== this.version.current) return false;
    if (mark.second !== this.held.second || mark.version !== this.held.version) {
      this.entries.clear();
      this.bytes = 0;
      this.held = mark;
    }
    if (this.entries.size >= MAX_ENTRIES || this.bytes + answer.body.length > MAX_BYTES) return false;
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
    return true;
  }

  /**
   * The answer of `read` when the same read (key, second and version) is already under way: the
   * first runs, the others wait for it instead of queueing the same statements behind it (every kept answer
   * is forgotten each second, and a page's many tabs or the bench's 64 connections ask at once). Null when
   * nothing is running, or it was not kept (then each caller runs its own).
   */
  joined(key: string, mark: Mark): Promise<Answer | null> | null {
    return this.running.get(`${mark.second} ${mark.version} ${key}`) ?? null;
  }

  /** Marks a read as under way until `done` settles with its kept answer, or null. */
  run(key: string, mark: Mark, done: Promise<Answer | null>): void {
    const flight = `${mark.second} ${mark.version} ${key}`;
    this.running.set(flight, done);
    void done.finally(() => {
      if (this.running.get(flight) === done) this.running.delete(flight);
    });
  }

  /** Other processes' changes may go unheard from now on: keep nothing. */
  distrust(): void {
    this.trusted = false;
    this.version.changedElsewhere();
  }

  /** Hearing them again: reads that start from now on may be kept. */
  trust(): void {
    this.version.changedElsewhere();
    this.trusted = true;
  }
}

/** Answers signed-in JSON GETs from `deps.answerCache` while nothing changed (see above). */
export const answerCaching = (deps: AppDeps) =>
  createMiddleware(async (c, next) => {
    const cache = deps.answerCache;
    const authorization = c.req.header('Authorization');
    const { method, path } = c.req;
    const read = (method === 'GET' && path !== SESSION_CHECK) || (method === 'POST' && POST_READS.has(path));
    if (!cache || !read || !authorization) return next();
    const session = await optionalSession(deps, authorization);
    if (!session) return next();
    const url = new URL(c.req.url);
    const body = method === 'POST' ? await c.req.text() : '';
    const key = `${session.sessionId} ${method} ${url.pathname}${url.search} ${body}`;
    const second = Math.floor(deps.now().getTime() / 1000);
    const answered = (kept: Answer) => {
      const ifNoneMatch = c.req.header('If-None-Match');
      if (kept.etag && ifNoneMatch && matches(ifNoneMatch, kept.etag)) {
        return c.body(null, 304, { ETag: kept.etag });
      }
      return c.body(kept.body, 200, Object.fromEntries(kept.headers));
    };
    const kept = cache.get(key, second);
    if (kept) return answered(kept);
    const mark = cache.mark(second);
    const joined = await cache.joined(key, mark);
    if (joined) return answered(joined);
    let settle: (answer: Answer | null) => void = () => undefined;
    cache.run(key, mark, new Promise((resolve) => (settle = resolve)));
    try {
      await next();
    } catch (error) {
      settle(null);
      throw error;
    }
    const { res } = c;
    if (
      res.status !== 200 ||
      res.headers.has('Set-Cookie') ||
      !res.headers.get('Content-Type')?.startsWith('application/json')
    ) {
      settle(null);
      return;
    }
    // Read as text and answered again as text (conditional-reads.ts says why not a clone).
    const text = await res.text();
    const headers = [...res.headers.entries()].filter(([name]) => name !== 'content-length');
    c.res = undefined;
    c.res = new Response(text, { status: 200, headers: res.headers });
    const answer = { body: text, headers, etag: res.headers.get('ETag') };
    settle(cache.keep(key, answer, mark) ? answer : null);
  });
