import { createHash } from 'node:crypto';
import type { PrismaClient } from '@platform/prisma';
import { ApiError } from '../http/api-error.js';

/** A fixed-window limit: at most `max` events per `windowMs`, counted per subject (an IP, an e-mail...). */
export interface Limit {
  /** Part of the counter's key, so each limit counts on its own. */
  name: string;
  max: number;
  windowMs: number;
}

/** One limit applied to one subject. */
export interface LimitCheck {
  limit: Limit;
  subject: string;
}

interface Counter {
  count: number;
  resetAt: Date;
}

// Subjects are hashed, so the table holds neither e-mail addresses nor IPs.
const counterKey = ({ limit, subject }: LimitCheck) =>
  `${limit.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function tooMany(resetAt: Date, now: Date): ApiError {
  const waitMs = resetAt.getTime() - now.getTime();
  return new ApiError(429, `Too many attempts. Please try again in ${waitText(waitMs)}.`, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });
}

/** Attempts counted in advance; `release` gives them back (e.g. a sign-in that turned out right). */
export interface Reservation {
  /** Each check's count with this attempt, in the order of the checks. */
  counts: number[];
  release(): Promise<void>;
}

interface Counted {
  key: string;
  resetAt: Date;
}

/**
 * Rate limits kept in the database, so every API process behind a load balancer counts together. An
 * attempt is counted BEFORE the work it guards (a password hash, an e-mail, an assistant call), by one
 * atomic upsert per limit, so a burst of parallel requests sees at most `max` of them go through: the
 * others find the count already spent and give their increment back.
 */
export class RateLimiter {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts one attempt against each check, or throws 429 (counting nothing) when any is spent. Limits
   * that count failures only release the reservation when the attempt succeeds.
   */
  async reserve(checks: LimitCheck[]): Promise<Reservation> {
    const now = this.now();
    const counted: Counted[] = [];
    const counts: number[] = [];
    for (const check of checks) {
      const counter = await this.increment(check, now);
      counted.push({ key: counterKey(check), resetAt: counter.resetAt });
      counts.push(counter.count);
      if (counter.count > check.limit.max) {
        await this.giveBack(counted);
        throw tooMany(counter.resetAt, now);
      }
    }
    return this.reservation(counted, counts);
  }

  /**
   * Counts one attempt without refusing it, for a limit whose excess changes how the attempt is
   * handled rather than stopping it (the per-account sign-in ceiling asks for the e-mail code).
   */
  async count(check: LimitCheck): Promise<Reservation & { spent: boolean; resetAt: Date }> {
    const counter = await this.increment(check, this.now());
    const counted = [{ key: counterKey(check), resetAt: counter.resetAt }];
    return {
      ...this.reservation(counted, [counter.count]),
      spent: counter.count > check.limit.max,
      resetAt: counter.resetAt,
    };
  }

  /** The answer to give when `resetAt` ends the window that is spent. */
  refusal(resetAt: Date): ApiError {
    return tooMany(resetAt, this.now());
  }

  private reservation(counted: Counted[], counts: number[]): Reservation {
    let released = false;
    return {
      counts,
      release: async () => {
        if (released) return;
        released = true;
        await this.giveBack(counted);
      },
    };
  }

  /** Counts one event for good, or throws 429 when any check is spent: for requests limited as such. */
  async consume(checks: LimitCheck[]): Promise<void> {
    await this.reserve(checks);
  }

  /** Forgets a subject's count, e.g. the failed logins from one place once the right password comes. */
  async reset(check: LimitCheck): Promise<void> {
    await this.prisma.rateLimitCounter.deleteMany({ where: { key: counterKey(check) } });
  }

  /** Takes counted attempts back, in the window they were counted in only. */
  private async giveBack(counted: Counted[]): Promise<void> {
    for (const { key, resetAt } of counted) {
      await this.prisma.rateLimitCounter.updateMany({
        where: { key, resetAt, count: { gt: 0 } },
        data: { count: { decrement: 1 } },
      });
    }
  }

  private async increment(check: LimitCheck, now: Date): Promise<Counter> {
    const resetAt = new Date(now.getTime() + check.limit.windowMs);
    const [counter] = await this.prisma.$queryRaw<Counter[]>`
      INSERT INTO rate_limit_counters (key, count, reset_at)
      VALUES (${counterKey(check)}, 1, ${resetAt})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit_counters.reset_at <= ${now} THEN 1 ELSE rate_limit_counters.count + 1 END,
        reset_at = CASE WHEN rate_limit_counters.reset_at <= ${now} THEN ${resetAt} ELSE rate_limit_counters.reset_at END
      RETURNING count, reset_at AS "resetAt"`;
    // Expired counters of other subjects are dropped now and then, so the table does not grow forever.
    if (Math.random() < 0.01) {
      await this.prisma.rateLimitCounter.deleteMany({ where: { resetAt: { lte: now } } });
    }
    if (!counter) throw new Error('The rate-limit upsert returned no row.');
    return counter;
  }
}
