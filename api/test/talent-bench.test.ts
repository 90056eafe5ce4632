import { TALENT_BENCH_SIZE } from '@platform/prisma';
import { describe, expect, it } from 'vitest';
import { seedTalentBench } from '../src/talent/talent-bench.js';
import { person, send } from './support/collab-fixtures.js';
import { useHarness } from './support/harness.js';

/* Issue #12: production has a talent pool, the platform's own bench, added at start and never undone. */

const h = useHarness();

describe("production's talent bench", () => {
  it('adds the bench once, with naira rates and accounts on the public domain that have no password', async () => {
    await seedTalentBench(h.db.prisma, 'https://buildbay.ng');
    await seedTalentBench(h.db.prisma, 'https://buildbay.ng');

    const talent = await h.db.prisma.talent.findMany({ include: { user: true } });
    expect(talent).toHaveLength(TALENT_BENCH_SIZE);
    expect(talent.length).toBeGreaterThanOrEqual(10);
    for (const { user, weeklyRateKobo, available } of talent) {
      expect(user?.email).toMatch(/^[a-z]+\.[a-z]+@buildbay\.ng$/);
      expect(user?.passwordHash).toBeNull();
      expect(user?.emailVerifiedAt).not.toBeNull();
      expect(available).toBe(true);
      // Whole naira, between ₦100,000 and ₦1,000,000 a week.
      expect(weeklyRateKobo % 100n).toBe(0n);
      expect(weeklyRateKobo >= 10_000_000n && weeklyRateKobo <= 100_000_000n).toBe(true);
    }
    const client = await person(h);
    const pool = await send(h, client, 'GET', '/api/talent/');
    expect(pool.status).toBe(200);
    expect(pool.body.talent.length).toBeGreaterThan(0);
  });

  it("leaves the platform team's edits alone on the next start, even under a new public address", async () => {
    const [first] = await h.db.prisma.talent.findMany({ orderBy: { id: 'asc' }, take: 1 });
    await h.db.prisma.talent.update({
      where: { id: first?.id ?? '' },
      data: { weeklyRateKobo: 55_000_000n, available: false },
    });
    const users = await h.db.prisma.user.count();

    await seedTalentBench(h.db.prisma, 'https://app.buildbay.ng');
    expect(await h.db.prisma.talent.findUniqueOrThrow({ where: { id: first?.id ?? '' } })).toMatchObject({
      weeklyRateKobo: 55_000_000n,
      available: false,
    });
    expect(await h.db.prisma.user.count()).toBe(users);
  });
});
