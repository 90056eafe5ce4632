import { describe, expect, it } from 'vitest';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';

const h = useHarness();
const now = new Date('2026-11-20T09:00:00Z');
const day = 86_400_000;

/** A project of the owner with a Freelance designer paid ₦500,000 a month and two invoices of theirs. */
async function setUp() {
  h.setNow(now);
  const owner = await createUser(h.db);
  const talent = await createUser(h.db);
  const project = await h.db.prisma.project.create({ data: { ownerId: owner.id, name: 'Shop' } });
  await h.db.prisma.projectMember.create({
    data: { projectId: project.id, userId: talent.id, role: 'Designer' },
  });
  const task = await h.db.prisma.task.create({
    data: {
      projectId: project.id,
      name: 'Logo',
      type: 'DESIGN',
      description: 'A logo',
      position: 0,
      status: 'IN_PROGRESS',
    },
  });
  const payment = await h.db.prisma.teamPayment.create({
    data: {
      projectId: project.id,
      memberId: talent.id,
      paymentType: 'Monthly Salary',
      contractType: 'Freelance',
      amountKobo: 50_000_000n,
      contractValueKobo: 150_000_000n,
      startDate: new Date('2026-10-01T00:00:00Z'),
      durationMonths: 3,
      invoices: {
        create: [
          {
            number: 1,
            issuedAt: new Date(now.getTime() - 30 * day),
            dueAt: new Date(now.getTime() - 2 * day),
            items: [{ description: 'October design work', quantity: 1, unit_kobo: 50_000_000 }],
            totalKobo: 50_000_000n,
            taskIds: [task.id],
          },
          {
            number: 2,
            issuedAt: now,
            dueAt: new Date(now.getTime() + 5 * day),
            items: [{ description: 'Logo concepts', quantity: 2, unit_kobo: 10_000_000 }],
            totalKobo: 20_000_000n,
            taskIds: [task.id],
          },
        ],
      },
    },
    include: { invoices: { orderBy: { number: 'asc' } } },
  });
  return {
    owner,
    talent,
    project,
    payment,
    overdue: payment.invoices[0]!,
    upcoming: payment.invoices[1]!,
    auth: `Bearer ${await logIn(h.app, owner)}`,
  };
}

const get = async (path: string, auth: string) => {
  const response = await h.app.request(path, { headers: { Authorization: auth } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('team payments', () => {
  it('sums payroll, taxes, outstanding and upcoming (7 days), one row per member', async () => {
    const { auth, payment } = await setUp();
    const overview = await get('/api/billing/team-payments/', auth);
    expect(overview.body).toEqual({
      summary: {
        total_payroll_kobo: 50_000_000,
        talent_pay_kobo: 47_500_000,
        taxes_kobo: 2_500_000,
        outstanding_kobo: 70_000_000,
        upcoming_kobo: 20_000_000,
        upcoming_count: 1,
      },
      payments: [
        {
          id: payment.id,
          member: expect.objectContaining({ role: 'Designer' }),
          payment_type: 'Monthly Salary',
          amount_kobo: 50_000_000,
          status: 'Overdue',
          next_due_date: new Date(now.getTime() - 2 * day).toISOString(),
          contract_duration: '3 months',
        },
      ],
    });
  });

  it('shows a member’s contract, tasks and invoices, and an invoice with its limits per payment type', async () => {
    const { auth, payment, upcoming } = await setUp();
    const detail = await get(`/api/billing/team-payments/${payment.id}/`, auth);
    expect(detail.body).toMatchObject({
      contract_type: 'Freelance',
      duration: '3 months',
      contract_value_kobo: 150_000_000,
      due_payment_kobo: 70_000_000,
      payment_history: [],
      linked_tasks: [{ title: 'Logo', status: 'In Progress', progress: 50 }],
      invoices: [
        expect.objectContaining({ number: 'TI-0002', status: 'Pending' }),
        expect.objectContaining({ number: 'TI-0001', status: 'Overdue' }),
      ],
    });
    const invoice = await get(`/api/billing/team-payments/invoices/${upcoming.id}/`, auth);
    expect(invoice.body).toMatchObject({
      number: 'TI-0002',
      to: { name: 'Acme', address: 'Lagos' },
      items: [{ description: 'Logo concepts', quantity: 2, unit_kobo: 10_000_000, amount_kobo: 20_000_000 }],
      total_kobo: 20_000_000,
      balance_kobo: 20_000_000,
      limits_kobo: { regular: 20_000_000, installment: 10_000_000, bonus: 4_000_000 },
    });
  });

  it('Process Payment: validates the amount per type, pays through the checkout, and records it once', async () => {
    const { auth, payment, upcoming } = await setUp();
    const pay = (body: unknown) =>
      postJson(h.app, `/api/billing/team-payments/invoices/${upcoming.id}/pay/`, body, auth);
    const tooHigh = await pay({ payment_type: 'installment', amount_kobo: 10_000_001 });
    expect(tooHigh.status).toBe(422);
    expect(await tooHigh.json()).toEqual({
      message: 'An Installment Payment can be at most ₦100,000 on this invoice.',
      errors: { amount: 'An Installment Payment can be at most ₦100,000 on this invoice.' },
    });
    expect((await pay({ payment_type: 'regular', amount_kobo: 0 })).status).toBe(422);
    expect((await pay({ payment_type: 'weekly', amount_kobo: 100 })).status).toBe(422);
    const started = (await (await pay({ payment_type: 'installment', amount_kobo: 10_000_000 })).json()) as {
      checkout_url: string;
      reference: string;
    };
    await h.app.request(`${new URL(started.checkout_url).pathname}/pay`, { method: 'POST' });
    const detail = await get(`/api/billing/team-payments/${payment.id}/`, auth);
    expect(detail.body.payment_history).toEqual([
      expect.objectContaining({
        payment_type: 'Installment Payment',
        amount_kobo: 10_000_000,
        status: 'Paid',
      }),
    ]);
    const invoice = await get(`/api/billing/team-payments/invoices/${upcoming.id}/`, auth);
    expect(invoice.body).toMatchObject({ paid_kobo: 10_000_000, balance_kobo: 10_000_000 });
  });

  it('a member with View sees but may not pay; a stranger gets 404', async () => {
    const { talent, upcoming } = await setUp();
    const memberAuth = `Bearer ${await logIn(h.app, talent)}`;
    expect((await get(`/api/billing/team-payments/invoices/${upcoming.id}/`, memberAuth)).status).toBe(200);
    const refused = await postJson(
      h.app,
      `/api/billing/team-payments/invoices/${upcoming.id}/pay/`,
      { payment_type: 'regular', amount_kobo: 100 },
      memberAuth,
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'You need Approve access to Budget & Financial Control.',
    });
    const stranger = await logIn(h.app, await createUser(h.db));
    const hidden = await h.app.request(
      `/api/billing/team-payments/invoices/${upcoming.id}/`,
      bearer(stranger),
    );
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ message: 'Invoice not found.' });
    expect(
      ((await get('/api/billing/team-payments/', `Bearer ${stranger}`)).body.payments as unknown[]).length,
    ).toBe(0);
  });
});
