import { seedTalentPool } from '@platform/prisma';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '../../src/staff/payouts/payouts.js';
import { useHarness } from '../support/harness.js';
import { acceptedMilestone, giveBank, payoutsOf } from '../support/payout-fixtures.js';
import { callAs, createStaff } from '../support/staff-fixtures.js';

/*
 * Race suite, payouts: Process Payment pressed many times at once (two Finance staff, a double click)
 * sends one transfer, so a talent is paid once. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const h = useHarness();
const burst = 8;

beforeAll(async () => {
  h.setNow(new Date('2026-11-23T10:00:00Z'));
  await seedTalentPool(h.db.prisma);
});

describe('race: Process Payment pressed many times at once', () => {
  it('one transfer, one Paid payout, one audit line; every other press is told why', async () => {
    const finance = await createStaff(h.db, 'Finance');
    const admin = await createStaff(h.db, 'Admin');
    const work = await acceptedMilestone(h, 'Raced Cakes');
    const [payout] = await payoutsOf(h, work.projectId);
    await giveBank(h, payout!.talentId);
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, index) =>
        callAs(
          h.app,
          'POST',
          `/api/staff/payouts/${payout!.id}/process/`,
          (index % 2 ? admin : finance).token,
        ),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0]?.body.status).toBe('Paid');
    for (const answer of answers.filter((item) => item.status !== 200)) {
      expect(answer.status).toBe(409);
      expect([PAYOUT_MESSAGES.alreadyPaid, PAYOUT_MESSAGES.processing]).toContain(answer.body.message);
    }
    expect(await h.db.prisma.testTransfer.count()).toBe(1);
    expect(
      await h.db.prisma.auditEntry.count({ where: { subjectType: 'payout', subjectId: payout!.id } }),
    ).toBe(1);
    expect(await h.db.prisma.journalEntry.count({ where: { movement: { startsWith: 'payout:' } } })).toBe(2);
  });
});
