import type { DataVersion } from '@platform/prisma';
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { BlankEnv } from 'hono/types';
import type { AppDeps } from '../../deps.js';
import { optionalSession } from '../sessions/bearer-auth.js';
import { matches, SESSION_CHECK } from './conditional-reads.js';
import { requestHeader } from './node-messages.js';

/*
 * Signed-in reads at memory speed while nothing changes (issue #33; docs/decisions.md, "Signed-in reads
 * answered from memory"). On the embedded database every statement costs ~0.5 ms of one thread, so a board, a
 * brief or a billing page asked for by many tabs at once queues behind its own queries; the session check,
 * answered from memory, is 10-100 times faster. This keeps the last JSON answer of each signed-in GET, per
 * session and exact path and query, and answers it again while both hold:
 * - the data version has not moved (`DataVersion`, counted by the Prisma client below every write, including
 *   `$executeRaw` and a transaction's COMMIT, and told by the other API processes:
 *   ../sessions/session-notifications.ts);
 * - its read started less than a second ago by the request clock (`deps.now()`): answers that depend on the
 *   time ("Overdue", a trial's days left) are at most a second old, a test that moves the clock a second or
 *   more (either way) never sees an older answer, and whatever a change could slip past (a hand-made SQL
 *   change) is forgotten within a second. A busy answer is read again from half a second on by one request
 *   while the others are still answered from memory, so no second starts with every caller waiting.
 * A read that saw the version move while it ran is not kept: it may have read before a change committed.
 * Never kept: other methods (but the POST reads below), the session check, non-JSON answers (files, exports,
 * streams) except a document made from the database that its route marks with `keepDocument` (the signed
 * contract's PDF: ~25 ms of the one thread to draw), anything but 200, answers that set a cookie, and
 * callers without a live session.
 */

/** POSTs that only read (the bench's and the OpenAPI document's POST reads), kept like GETs, by their body too. */
const POST_READS = new Set(['/api/get-project-features/']);

/**
 * The ops calls answer the ops token alone, which is no session: asking for its session would read the
 * sessions table at every call (a token that names no session is not remembered), for nothing.
 */
const SESSIONLESS = '/api/ops/';

/** A kept answer is answered for at most this long (by the request clock) after its read started. */
const LIFETIME_MS = 1_000;
/**
 * From this age on, the next request of a kept answer reads it again, alone, while the others are still
 * answered from memory: a busy read is renewed before it expires instead of every caller waiting for it.
 * A read that took longer is renewed sooner (twice its time before it expires), so it is back in time even
 * when the process is busy: each of its statements then waits behind every answer given meanwhile.
 */
const RENEW_AFTER_MS = 500;
/** At most this many answers are kept; each lives a second at most anyway. */
const MAX_ENTRIES = 5_000;
/** ... and at most this many bytes of their bodies. */
const MAX_BYTES = 32 * 1024 * 1024;

/** The answers whose route asked with `keepDocument` that its non-JSON body be kept like a JSON one. */
const documents = new WeakSet<Context>();

/**
 * Keeps this request's answer, a document drawn from the database (a PDF), like a JSON read: it is as
 * current as the data it was drawn from, and drawing it again costs far more than a read. Only for bodies
 * of bytes (not streams) of a bounded size: the route reads them whole anyway.
 */
export function keepDocument(c: Context): void {
  documents.add(c);
}

interface Answer {
  /** A JSON read's text, or a kept document's bytes. */
  body: string | Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  etag: string | null;
}

/** When a read started (request clock, ms) and the data version then: its answer is kept only if that holds. */
interface Mark {
  at: number;
  version: number;
}

const renewAfter = (took: number) => Math.max(0, Math.min(RENEW_AFTER_MS, LIFETIME_MS - 2 * took));

interface Kept {
  answer: Answer;
  /** When the read that made it started. */
  at: number;
  /** From what age on it is renewed. */
  renewAfter: number;
}

/**
 * What a read does: answer from memory, wait for the same read already under way (null: it was not
 * kept, read alone), or read and hand its answer (or null: not to be kept) to `settle`.
 */
type Lookup =
  | { answer: Answer }
  | { flight: Promise<Answer | null> }
  | { settle: (answer: Answer | null) => void };

export class AnswerCache {
  private readonly entries = new Map<string, Kept>();
  /** Reads under way, by data version and key: the same read asked meanwhile waits for its answer. */
  private readonly running = new Map<string, Promise<Answer | null>>();
  private bytes = 0;
  /** The data version every kept answer belongs to. */
  private held = Number.NaN;
  /** When answers past their lifetime were last let go. */
  private sweptAt = Number.NaN;
  /** False while other processes' changes may go unheard (session-notifications.ts): nothing is kept. */
  private trusted: boolean;

  constructor(
    private readonly version: DataVersion,
    { trusted = true }: { trusted?: boolean } = {},
  ) {
    this.trusted = trusted;
  }

  mark(at: number): Mark {
    return { at, version: this.version.current };
  }

  /**
   * A read of `key` starting at `mark`. A kept answer younger than its lifetime is answered (a clock moved
   * back makes it no answer of this moment either). From RENEW_AFTER_MS on, the first request reads again and
   * the others are still answered the kept one; once it has expired, they wait for that read (single flight:
   * a page's many tabs or the bench's 64 connections ask at once, and would otherwise queue the same
   * statements behind each other).
   */
  lookup(key: string, mark: Mark): Lookup {
    const flightKey = `${mark.version} ${key}`;
    const flight = this.running.get(flightKey);
    const kept = mark.version === this.held ? this.entries.get(key) : undefined;
    const age = kept ? mark.at - kept.at : Number.NaN;
    if (kept && age >= 0 && age < LIFETIME_MS && (flight || age < kept.renewAfter)) {
      return { answer: kept.answer };
    }
    if (flight) return { flight };
    let resolve: (answer: Answer | null) => void = () => undefined;
    const done = new Promise<Answer | null>((settle) => (resolve = settle));
    this.running.set(flightKey, done);
    void done.finally(() => {
      if (this.running.get(flightKey) === done) this.running.delete(flightKey);
    });
    // Timed by the process's own clock: the request clock may stand still (tests) or jump.
    const started = performance.now();
    return {
      settle: (answer) => {
        const took = performance.now() - started;
        resolve(
          answer && this.keep(key, { answer, at: mark.at, renewAfter: renewAfter(took) }, mark)
            ? answer
            : null,
        );
      },
    };
  }

  /** Keeps `kept` unless anything changed since `mark`; whether it was kept. */
  private keep(key: string, kept: Kept, mark: Mark): boolean {
    if (!this.trusted || mark.version !== this.version.current) return false;
    if (mark.version !== this.held) {
      this.entries.clear();
      this.bytes = 0;
      this.held = mark.version;
    }
    this.sweep(mark.at);
    const previous = this.entries.get(key);
    const bytes = this.bytes - (previous?.answer.body.length ?? 0) + kept.answer.body.length;
    if ((!previous && this.entries.size >= MAX_ENTRIES) || bytes > MAX_BYTES) return false;
    this.entries.set(key, kept);
    this.bytes = bytes;
    return true;
  }

  /** Lets go of the answers past their lifetime (at most once a lifetime). */
  private sweep(now: number): void {
    if (now >= this.sweptAt && now - this.sweptAt < LIFETIME_MS) return;
    this.sweptAt = now;
    for (const [key, kept] of this.entries) {
      const age = now - kept.at;
      if (age >= 0 && age < LIFETIME_MS) continue;
      this.entries.delete(key);
      this.bytes -= kept.answer.body.length;
    }
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
  // Not an async function: what is never kept passes on without a promise of this layer's own.
  createMiddleware<BlankEnv>((c, next) => {
    const cache = deps.answerCache;
    const { method, path } = c.req;
    const read =
      (method === 'GET' && path !== SESSION_CHECK && !path.startsWith(SESSIONLESS)) ||
      (method === 'POST' && POST_READS.has(path));
    if (!cache || !read) return next();
    // Asked of Node's own headers: Hono's `c.req.header` builds a fetch Headers of the whole request.
    const authorization = requestHeader(c, 'authorization');
    if (!authorization) return next();
    return answerFromCache(deps, cache, authorization, c, next);
  });

/** A signed-in read: answered from `cache`, or read and kept there (answerCaching above). */
async function answerFromCache(
  deps: AppDeps,
  cache: AnswerCache,
  authorization: string,
  c: Context,
  next: Next,
): Promise<Response | void> {
  const { method } = c.req;
  const session = await optionalSession(deps, authorization);
  if (!session) return next();
  const url = new URL(c.req.url);
  const body = method === 'POST' ? await c.req.text() : '';
  const key = `${session.sessionId} ${method} ${url.pathname}${url.search} ${body}`;
  const mark = cache.mark(deps.now().getTime());
  const answered = (kept: Answer) => {
    const ifNoneMatch = requestHeader(c, 'if-none-match');
    if (kept.etag && ifNoneMatch && matches(ifNoneMatch, kept.etag)) {
      return c.body(null, 304, { ETag: kept.etag });
    }
    return c.body(kept.body, 200, Object.fromEntries(kept.headers));
  };
  const found = cache.lookup(key, mark);
  if ('answer' in found) return answered(found.answer);
  if ('flight' in found) {
    const joined = await found.flight;
    return joined ? answered(joined) : next();
  }
  const { settle } = found;
  try {
    await next();
  } catch (error) {
    settle(null);
    throw error;
  }
  const { res } = c;
  const json = res.headers.get('Content-Type')?.startsWith('application/json');
  if (res.status !== 200 || res.headers.has('Set-Cookie') || !(json || documents.has(c))) {
    settle(null);
    return;
  }
  // Read as text and answered again as text (conditional-reads.ts says why not a clone).
  const answer = json ? await res.text() : new Uint8Array(await res.arrayBuffer());
  const headers = [...res.headers.entries()].filter(([name]) => name !== 'content-length');
  c.res = undefined;
  c.res = new Response(answer, { status: 200, headers: res.headers });
  settle({ body: answer, headers, etag: res.headers.get('ETag') });
}
