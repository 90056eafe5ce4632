import { describe, expect, it } from 'vitest';
import { issueInvoice } from '../../src/billing/subscriptions/issue-invoice.js';
import { createUser, logIn, postJson, useHarness } from '../support/harness.js';

/*
 * Race suite, payments: Pay pressed many times at once (a double click, two tabs, a retrying client)
 * opens one checkout, so the payer can be charged once. Every request answers the same attempt; paying
 * it settles the bill once. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const h = useHarness();

const burst = 8;

interface Started {
  reference: string;
  checkout_url: string;
}

async function payAll(path: string, body: unknown, auth: string) {
  const answers = await Promise.all(
    Array.from({ length: burst }, async () => {
      const response = await postJson(h.app, path, body, auth);
      return { status: response.status, body: (await response.json()) as Started };
    }),
  );
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  return answers.map((answer) => answer.body);
}

/** Pays every distinct checkout the burst was given, at once, as a payer with many tabs would. */
async function payEveryCheckout(started: Started[]) {
  const pages = [...new Set(started.map((payment) => new URL(payment.checkout_url).pathname))];
  await Promise.all(pages.map((page) => h.app.request(`${page}/pay`, { method: 'POST' })));
}

describe('race: Pay pressed many times at once', () => {
  it('a team member’s invoice: one checkout, paid once, its balance paid once', async () => {
    const owner = await createUser(h.db);
    const talent = await createUser(h.db);
    const project = await h.db.prisma.project.create({ data: { ownerId: owner.id, name: 'Shop' } });
    await h.db.prisma.projectMember.create({
      data: { projectId: project.id, userId: talent.id, role: 'Designer' },
    });
    const now = new Date();
    const payment = await h.db.prisma.teamPayment.create({
      data: {
        projectId: project.id,
        memberId: talent.id,
        paymentType: 'Monthly Salary',
        contractType: 'Freelance',
        amountKobo: 20_000_000n,
        contractValueKobo: 60_000_000n,
        startDate: now,
        durationMonths: 3,
        invoices: {
          create: {
            number: 1,
            issuedAt: now,
            dueAt: new Date(now.getTime() + 5 * 86_400_000),
            items: [{ description: 'Logo concepts', quantity: 1, unit_kobo: 20_000_000 }],
            totalKobo: 20_000_000n,
            taskIds: [],
          },
        },
      },
      include: { invoices: true },
    });
    const invoice = payment.invoices[0]!;
    const auth = `Bearer ${await logIn(h.app, owner)}`;

    const started = await payAll(
      `/api/billing/team-payments/invoices/${invoice.id}/pay/`,
      { payment_type: 'regular', amount_kobo: 20_000_000 },
      auth,
    );
    expect(new Set(started.map((attempt) => attempt.reference)).size).toBe(1);
    await payEveryCheckout(started);

    const detail = await h.app.request(`/api/billing/team-payments/invoices/${invoice.id}/`, {
      headers: { Authorization: auth },
    });
    expect(await detail.json()).toMatchObject({ status: 'Paid', paid_kobo: 20_000_000, balance_kobo: 0 });
    expect(await h.db.prisma.payment.count({ where: { payerId: owner.id } })).toBe(1);
    expect(await h.db.prisma.teamPaymentRecord.count({ where: { teamInvoiceId: invoice.id } })).toBe(1);
  });

  it('an account invoice: one checkout, one charge', async () => {
    const owner = await createUser(h.db);
    const now = new Date();
    const invoice = await h.db.prisma.$transaction((tx) =>
      issueInvoice(
        tx,
        {
          ownerId: owner.id,
          purpose: 'renewal',
          lines: [{ description: 'Growth Plan', quantity: 1, unitKobo: 1_000_000 }],
          withVat: true,
          dueAt: now,
        },
        now,
      ),
    );
    const auth = `Bearer ${await logIn(h.app, owner)}`;

    const started = await payAll(`/api/billing/invoices/${invoice.id}/pay/`, undefined, auth);
    expect(new Set(started.map((attempt) => attempt.reference)).size).toBe(1);
    await payEveryCheckout(started);

    expect(await h.db.prisma.payment.count({ where: { payerId: owner.id } })).toBe(1);
    expect(await h.db.prisma.payment.count({ where: { payerId: owner.id, status: 'SUCCESS' } })).toBe(1);
    expect(await h.db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      status: 'PAID',
    });
  });

  it('an upgrade: one invoice to pay, one checkout, and paying it upgrades the plan', async () => {
    const owner = await createUser(h.db);
    const auth = `Bearer ${await logIn(h.app, owner)}`;

    const started = await Promise.all(
      Array.from({ length: burst }, async () => {
        const response = await postJson(h.app, '/api/billing/plan-change/', { plan: 'growth' }, auth);
        expect(response.status).toBe(200);
        return ((await response.json()) as { payment: Started }).payment;
      }),
    );
    expect(new Set(started.map((attempt) => attempt.reference)).size).toBe(1);
    await payEveryCheckout(started);

    // Before, each request credited the one before and issued its own: eight checkouts for one upgrade.
    expect(await h.db.prisma.invoice.count({ where: { ownerId: owner.id } })).toBe(1);
    expect(await h.db.prisma.payment.count({ where: { payerId: owner.id, status: 'SUCCESS' } })).toBe(1);
    const billing = await h.app.request('/api/billing/', { headers: { Authorization: auth } });
    expect(await billing.json()).toMatchObject({ plan: { id: 'growth' }, amount_due_kobo: 0 });
  });

  it('seats for a year: one invoice to pay, one checkout, the seats added once', async () => {
    const owner = await createUser(h.db);
    const auth = `Bearer ${await logIn(h.app, owner)}`;

    const started = await Promise.all(
      Array.from({ length: burst }, async () => {
        const response = await postJson(h.app, '/api/billing/seats/', { count: 2, billing: 'yearly' }, auth);
        expect(response.status).toBe(200);
        return ((await response.json()) as { payment: Started }).payment;
      }),
    );
    expect(new Set(started.map((attempt) => attempt.reference)).size).toBe(1);
    await payEveryCheckout(started);

    // Before, each request issued its own invoice: eight checkouts, and Process Payment would pay them all.
    expect(await h.db.prisma.invoice.count({ where: { ownerId: owner.id } })).toBe(1);
    const seats = await h.app.request('/api/billing/seats/', { headers: { Authorization: auth } });
    expect(await seats.json()).toMatchObject({ annual_seats: [expect.objectContaining({ count: 2 })] });
  });

  it('monthly seats on Free Starter: nothing counts before the payment, then the seats once', async () => {
    const owner = await createUser(h.db);
    const auth = `Bearer ${await logIn(h.app, owner)}`;
    const seatsNow = async () =>
      (
        (await (await h.app.request('/api/billing/seats/', { headers: { Authorization: auth } })).json()) as {
          included: number;
        }
      ).included;

    const started = await Promise.all(
      Array.from({ length: burst }, async () => {
        const response = await postJson(h.app, '/api/billing/seats/', { count: 2, billing: 'monthly' }, auth);
        expect(response.status).toBe(200);
        return ((await response.json()) as { payment: Started }).payment;
      }),
    );
    expect(new Set(started.map((attempt) => attempt.reference)).size).toBe(1);
    // Before, each request added its seats at once with nothing to pay: a Free Starter account reached 201 seats.
    expect(await seatsNow()).toBe(1);
    await payEveryCheckout(started);

    expect(await h.db.prisma.invoice.count({ where: { ownerId: owner.id } })).toBe(1);
    expect(await seatsNow()).toBe(3);
  });
});
