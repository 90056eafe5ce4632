import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../src/platform/rate-limit/rate-limiter.js';
import type { Limit } from '../src/platform/rate-limit/rate-limiter.js';
import { useHarness } from './support/harness.js';

const h = useHarness();
const limit: Limit = { name: 'test', max: 3, windowMs: 60_000 };

describe('RateLimiter', () => {
  it('counts per subject in a fixed window, then starts again', async () => {
    const start = Date.now();
    let now = new Date(start);
    const limiter = new RateLimiter(h.db.prisma, () => now);
    for (let i = 0; i < 3; i += 1) await limiter.consume([{ limit, subject: 'a' }]);
    await expect(limiter.consume([{ limit, subject: 'a' }])).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts. Please try again in 60 seconds.',
    });
    await expect(limiter.reserve([{ limit, subject: 'a' }])).rejects.toMatchObject({ status: 429 });
    await limiter.reserve([{ limit, subject: 'b' }]);
    now = new Date(start + 60_000);
    await limiter.consume([{ limit, subject: 'a' }]);
  });

  it('keeps neither addresses nor IPs in the table', async () => {
    const limiter = new RateLimiter(h.db.prisma, () => new Date());
    await limiter.consume([{ limit, subject: 'ada@example.com 203.0.113.9' }]);
    const keys = (await h.db.prisma.rateLimitCounter.findMany()).map((counter) => counter.key);
    expect(keys.join(' ')).not.toMatch(/ada|203\.0/);
  });

  it('counts parallel requests exactly', async () => {
    const limiter = new RateLimiter(h.db.prisma, () => new Date());
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => limiter.consume([{ limit, subject: 'burst' }])),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
  });

  it('gives a reservation back on release, and a refused one counts nothing', async () => {
    const limiter = new RateLimiter(h.db.prisma, () => new Date());
    const check = { limit, subject: 'reserve' };
    const first = await limiter.reserve([check]);
    await limiter.reserve([check]);
    await limiter.reserve([check]);
    await expect(limiter.reserve([check])).rejects.toMatchObject({ status: 429 });
    await first.release();
    await first.release();
    const again = await limiter.reserve([check]);
    expect(again.counts).toEqual([3]);
    await expect(limiter.reserve([check])).rejects.toMatchObject({ status: 429 });
  });

  it('refuses a reservation as a whole when one of its checks is spent', async () => {
    const limiter = new RateLimiter(h.db.prisma, () => new Date());
    const open = { limit, subject: 'whole-open' };
    const spent = { limit: { ...limit, max: 0 }, subject: 'whole-spent' };
    await expect(limiter.reserve([open, spent])).rejects.toMatchObject({ status: 429 });
    expect((await limiter.reserve([open])).counts).toEqual([1]);
  });
});
