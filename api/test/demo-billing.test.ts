import { demoAccount, seed } from '@platform/prisma';
import { describe, expect, it } from 'vitest';
import { seedDemoBilling } from '../src/billing/subscriptions/demo-billing.js';
import { bearer, logIn, useHarness } from './support/harness.js';
import { expectLedgerHolds } from './support/payables.js';

const h = useHarness();

describe('the demo account’s billing', () => {
  it('is the spec’s sample: Growth, all 20 seats used (10 Full Time, 3 Freelance, 7 Client), invoices and team payments, once', async () => {
    const now = new Date();
    h.setNow(now);
    await seed(h.db.prisma, now);
    await seedDemoBilling(h.db.prisma, now);
    await seedDemoBilling(h.db.prisma, now);
    const token = await logIn(h.app, demoAccount);
    const overview = (await (await h.app.request('/api/billing/', bearer(token))).json()) as Record<
      string,
      unknown
    >;
    expect(overview).toMatchObject({
      plan: { id: 'growth', title: 'Growth Plan' },
      monthly_price_kobo: 1_030_000,
      seats: {
        included: 20,
        occupied: 20,
        available: 0,
        by_type: { full_time: 10, freelance: 3, client: 7 },
      },
      team_payments: { count: 4 },
      amount_due_kobo: 1_107_250,
    });
    const invoices = (overview.recent_invoices as { status: string }[]).map((invoice) => invoice.status);
    expect(invoices).toEqual(['Pending', 'Paid', 'Paid', 'Paid']);
    const team = (await (await h.app.request('/api/billing/team-payments/', bearer(token))).json()) as {
      payments: { status: string }[];
    };
    expect(team.payments.map((payment) => payment.status)).toEqual([
      'Pending',
      'Overdue',
      'Pending',
      'Pending',
    ]);
    // Its paid invoices went through the ledger like any verified charge.
    await expectLedgerHolds(h.db);
    expect(await h.db.prisma.journalEntry.count({ where: { movement: { startsWith: 'charge:' } } })).toBe(6);
    // Each began the month it was paid, as the money desk lists them: not three charges started at once.
    const seeded = await h.db.prisma.payment.findMany({ where: { provider: 'seed' } });
    expect(seeded.map((payment) => payment.createdAt)).toEqual(seeded.map((payment) => payment.paidAt));
    expect(new Set(seeded.map((payment) => payment.createdAt.getTime())).size).toBe(seeded.length);
    // The whole seed runs first: longer than one request's time on a busy machine.
  }, 60_000);
});
