import { createHash } from 'node:crypto';
import type { PrismaClient } from '@platform/db';
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

/**
 * Rate limits kept in the database, so every API process behind a load balancer counts together. Each
 * increment is one atomic upsert, so concurrent requests cannot both slip under a limit.
 */
export class RateLimiter {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly now: () => Date,
  ) {}

  /** Throws 429 when any of the checks has used up its window already (counts nothing). */
  async assertAllowed(checks: LimitCheck[]): Promise<void> {
    const now = this.now();
    const counters = await this.prisma.rateLimitCounter.findMany({
      where: { key: { in: checks.map(counterKey) }, resetAt: { gt: now } },
    });
    const spent = counters.filter((counter) => {
      const check = checks.find((candidate) => counterKey(candidate) === counter.key);
      return check !== undefined && counter.count >= check.limit.max;
    });
    const latest = spent.sort((a, b) => b.resetAt.getTime() - a.resetAt.getTime())[0];
    if (latest) throw tooMany(latest.resetAt, now);
  }

  /** Counts one event against each check. */
  async record(checks: LimitCheck[]): Promise<void> {
    for (const check of checks) await this.increment(check, this.now());
  }

  /** Counts one event and throws 429 when that goes over any limit: for requests limited as such. */
  async consume(checks: LimitCheck[]): Promise<void> {
    const now = this.now();
    for (const check of checks) {
      const counter = await this.increment(check, now);
      if (counter.count > check.limit.max) throw tooMany(counter.resetAt, now);
    }
  }

  /** Forgets a subject's count, e.g. the failed logins from one place once the right password comes. */
  async reset(check: LimitCheck): Promise<void> {
    await this.prisma.rateLimitCounter.deleteMany({ where: { key: counterKey(check) } });
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
