import { describe, expect, it } from 'vitest';
import { issueInvoice } from '../src/billing/subscriptions/issue-invoice.js';
import { settleOpenPayments } from '../src/billing/payments/open-payments.js';
import { createUser, logIn, postJson, useHarness } from './support/harness.js';
import { callAs, createStaff } from './support/staff-fixtures.js';

/* The money desk (issue #27): Finance read payments, overdue accounts and refunds from billing and the ledger. */

const h = useHarness();
const dayMs = 86_400_000;

async function aBill(ownerId: string, dueAt: Date, unitKobo = 1_000_000) {
  return h.db.prisma.$transaction((tx) =>
    issueInvoice(
      tx,
      {
        ownerId,
        purpose: 'renewal',
        lines: [{ description: 'Growth Plan', quantity: 1, unitKobo }],
        withVat: true,
        dueAt,
      },
      dueAt,
    ),
  );
}

interface Desk {
  totals: { collected_30_days: string; overdue: string; refunds_open: number };
  payments: { reference: string; status: string; amount: string; payer: { email: string } }[];
  overdue: {
    owner: { email: string };
    invoices: string[];
    owed: string;
    days_overdue: number;
    restricted: boolean;
  }[];
  refunds: { payment_reference: string; status: string; amount: string }[];
}

describe('GET /api/staff/money/', () => {
  it('lists payments, the accounts with overdue bills (restricted past the grace period) and refunds', async () => {
    const finance = await createStaff(h.db, 'Finance');
    const now = new Date();
    h.setNow(now);

    // Paid: a bill paid through the test checkout.
    const payer = await createUser(h.db);
    const paid = await aBill(payer.id, now);
    const auth = `Bearer ${await logIn(h.app, payer)}`;
    const started = await postJson(h.app, `/api/billing/invoices/${paid.id}/pay/`, undefined, auth);
    const { reference } = (await started.json()) as { reference: string };
    await h.db.prisma.testCheckout.update({ where: { reference }, data: { status: 'success', paidAt: now } });
    await settleOpenPayments(h.deps);

    // Overdue: one account 3 days late (in grace), one 10 days late (restricted).
    const late = await createUser(h.db);
    await aBill(late.id, new Date(now.getTime() - 3 * dayMs));
    const restricted = await createUser(h.db);
    await aBill(restricted.id, new Date(now.getTime() - 10 * dayMs), 2_000_000);

    // A refund waiting to be given back.
    const payment = await h.db.prisma.payment.findUniqueOrThrow({ where: { reference } });
    await h.db.prisma.refund.create({
      data: { paymentId: payment.id, payable: 'invoice:other', amountKobo: 500_000n },
    });

    const answer = await callAs(h.app, 'GET', '/api/staff/money/', finance.token);
    expect(answer.status).toBe(200);
    const desk = answer.body as unknown as Desk;
    expect(desk.payments.find((row) => row.reference === reference)).toMatchObject({
      status: 'Paid',
      amount: '₦10,750',
      payer: { email: payer.email },
    });
    expect(desk.totals.collected_30_days).toBe('₦10,750');
    expect(desk.overdue.map((row) => [row.owner.email, row.days_overdue, row.restricted, row.owed])).toEqual([
      [restricted.email, 10, true, '₦21,500'],
      [late.email, 3, false, '₦10,750'],
    ]);
    expect(desk.overdue[0]?.invoices).toHaveLength(1);
    expect(desk.totals.overdue).toBe('₦32,250');
    expect(desk.refunds).toEqual([
      expect.objectContaining({ payment_reference: reference, status: 'Pending', amount: '₦5,000' }),
    ]);
    expect(desk.totals.refunds_open).toBe(1);
  });

  it('is Finance’s and Admin’s: Operations get 403, a client 404', async () => {
    const operations = await createStaff(h.db, 'Operations');
    expect((await callAs(h.app, 'GET', '/api/staff/money/', operations.token)).body).toEqual({
      message: 'Only Admin or Finance staff can do this.',
    });
    const admin = await createStaff(h.db, 'Admin');
    expect((await callAs(h.app, 'GET', '/api/staff/money/', admin.token)).status).toBe(200);
    const client = await createUser(h.db);
    expect((await callAs(h.app, 'GET', '/api/staff/money/', await logIn(h.app, client))).status).toBe(404);
  });
});
