import { describe, expect, it } from 'vitest';
import { issueInvoice } from '../src/billing/subscriptions/issue-invoice.js';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';
import type { TestUser } from './support/harness.js';

const h = useHarness();
const now = new Date('2026-11-16T00:00:00Z');
const periodStart = new Date('2026-11-01T00:00:00Z');
const periodEnd = new Date('2026-12-01T00:00:00Z');

async function account(plan?: 'GROWTH' | 'STARTUP', extraSeats = 0) {
  h.setNow(now);
  const user = await createUser(h.db);
  if (plan) {
    await h.db.prisma.subscription.create({
      data: {
        ownerId: user.id,
        plan,
        extraSeats,
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
      },
    });
  } else {
    // Free Starter with this month as its period.
    await h.db.prisma.user.update({ where: { id: user.id }, data: { createdAt: periodStart } });
  }
  return { user, auth: `Bearer ${await logIn(h.app, user)}` };
}

/** A fresh session, after the clock moved past the first one's life. */
const signIn = async (user: TestUser) => `Bearer ${await logIn(h.app, user)}`;

const get = async (path: string, auth: string) => {
  const response = await h.app.request(path, { headers: { Authorization: auth } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const post = async (path: string, body: unknown, auth: string) => {
  const response = await postJson(h.app, path, body, auth);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Pays (or declines) at the embedded test checkout, then comes back as the browser would. */
async function checkout(payment: { checkout_url: string; reference: string }, auth: string, outcome = 'pay') {
  const page = new URL(payment.checkout_url).pathname;
  const answer = await h.app.request(`${page}/${outcome}`, { method: 'POST' });
  expect(answer.status).toBe(303);
  return post(`/api/payments/${payment.reference}/verify/`, undefined, auth);
}

/** Buys seats billed monthly and pays for them at the checkout: they count once paid. */
/** Buys seats at the checkout, or with the card an earlier checkout saved (Paid at once). */
async function buySeats(count: number, auth: string) {
  const bought = await post('/api/billing/seats/', { count, billing: 'monthly' }, auth);
  if ((bought.body as { status: string }).status === 'checkout')
    await checkout((bought.body as { payment: never }).payment, auth);
}

async function addMembers(owner: TestUser, count: number) {
  const project = await h.db.prisma.project.create({ data: { ownerId: owner.id, name: 'Team' } });
  for (let i = 0; i < count; i += 1) {
    const member = await createUser(h.db);
    await h.db.prisma.projectMember.create({
      data: { projectId: project.id, userId: member.id, role: 'Editor' },
    });
  }
  return project;
}

describe('invoices', () => {
  it('numbers every account’s invoices in the seller’s one series, without gaps, when written at the same moment', async () => {
    const { user } = await account('GROWTH');
    const other = await account('GROWTH');
    const before = (await h.db.prisma.invoiceSeries.findUnique({ where: { series: 'INV' } }))?.last ?? 0;
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        h.db.prisma.$transaction((tx) =>
          issueInvoice(
            tx,
            {
              ownerId: i % 2 ? user.id : other.user.id,
              purpose: 'seats',
              lines: [{ description: 'Seat', quantity: 1, unitKobo: 2000 }],
              withVat: true,
              dueAt: now,
            },
            now,
          ),
        ),
      ),
    );
    const numbers = (
      await h.db.prisma.invoice.findMany({
        where: { ownerId: { in: [user.id, other.user.id] } },
        orderBy: { number: 'asc' },
      })
    ).map((invoice) => invoice.number);
    // Two customers never both hold the same number: one run of eight after what was issued before.
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => before + i + 1));
  });

  it('gives the number back when the invoice’s transaction rolls back, so the series has no gap', async () => {
    const { user } = await account('GROWTH');
    const issue = (tx: Parameters<Parameters<typeof h.db.prisma.$transaction>[0]>[0]) =>
      issueInvoice(
        tx,
        {
          ownerId: user.id,
          purpose: 'seats',
          lines: [{ description: 'Seat', quantity: 1, unitKobo: 2000 }],
          withVat: true,
          dueAt: now,
        },
        now,
      );
    const first = await h.db.prisma.$transaction(issue);
    await expect(
      h.db.prisma.$transaction(async (tx) => {
        await issue(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const next = await h.db.prisma.$transaction(issue);
    expect(next.number).toBe(first.number + 1);
  });

  it('lists, shows seller, buyer and VAT as its own figure, and downloads the same facts as PDF; strangers get 404', async () => {
    const { user, auth } = await account('GROWTH');
    await h.db.prisma.businessProfile.update({
      where: { userId: user.id },
      data: { businessName: 'Tester Ltd', address: '1 Test Street, Lagos' },
    });
    const invoice = await h.db.prisma.$transaction((tx) =>
      issueInvoice(
        tx,
        {
          ownerId: user.id,
          purpose: 'seats',
          lines: [{ description: 'Additional seat, 12 months', quantity: 3, unitKobo: 24_000 }],
          withVat: true,
          dueAt: now,
        },
        now,
      ),
    );
    // The invoice keeps the buyer it was issued to.
    await h.db.prisma.businessProfile.update({
      where: { userId: user.id },
      data: { businessName: 'Renamed Ltd' },
    });
    const number = `INV-${String(invoice.number).padStart(4, '0')}`;
    const list = await get('/api/billing/invoices/', auth);
    expect(list.body.invoices).toEqual([
      expect.objectContaining({ id: invoice.id, number, amount_kobo: 77_400, status: 'Pending' }),
    ]);
    const detail = await get(`/api/billing/invoices/${invoice.id}/`, auth);
    expect(detail.body).toMatchObject({
      number,
      due_date: now.toISOString(),
      credits_invoice_number: null,
      seller: {
        legal_name: 'Buildbay Technologies Ltd',
        address: '12 Herbert Macaulay Way, Yaba, Lagos, Nigeria',
        tax_id: '00000000-0001',
      },
      buyer: { name: 'Tester Ltd', address: '1 Test Street, Lagos', email: user.email },
      subtotal_kobo: 72_000,
      vat_kobo: 5_400,
      vat_rate: '7.5%',
      amount_kobo: 77_400,
      lines: [
        { description: 'Additional seat, 12 months', quantity: 3, unit_kobo: 24_000, amount_kobo: 72_000 },
      ],
      last_payment: null,
    });
    // Unpaid later on its due day it is not late yet; still unpaid a day past it, it says Overdue in the list
    // and in its detail.
    h.setNow(new Date(now.getTime() + 10 * 3_600_000));
    expect((await get('/api/billing/invoices/', auth)).body.invoices).toEqual([
      expect.objectContaining({ id: invoice.id, status: 'Pending' }),
    ]);
    h.setNow(new Date(now.getTime() + 86_400_000));
    expect((await get('/api/billing/invoices/', auth)).body.invoices).toEqual([
      expect.objectContaining({ id: invoice.id, status: 'Overdue' }),
    ]);
    expect((await get(`/api/billing/invoices/${invoice.id}/`, auth)).body).toMatchObject({
      status: 'Overdue',
    });
    h.setNow(now);
    const pdf = await h.app.request(`/api/billing/invoices/${invoice.id}/pdf/`, {
      headers: { Authorization: auth },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdf.headers.get('Content-Disposition')).toBe(`attachment; filename="invoice-${number}.pdf"`);
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    // The same facts as on screen: seller with TIN, buyer from the profile, VAT as its own line.
    for (const shown of [
      number,
      'Buildbay Technologies Ltd',
      '12 Herbert Macaulay Way, Yaba,',
      'TIN: 00000000-0001',
      'Tester Ltd',
      '1 Test Street, Lagos',
      'VAT \\(7.5%\\)',
      'NGN 54.00',
      'NGN 774.00',
    ]) {
      expect(text).toContain(`(${shown}`);
    }
    const stranger = await account();
    expect((await get(`/api/billing/invoices/${invoice.id}/`, stranger.auth)).status).toBe(404);
  });

  it('pays a pending invoice at the checkout; a declined attempt leaves it Pending with the reason', async () => {
    const { user, auth } = await account('GROWTH');
    const invoice = await h.db.prisma.$transaction((tx) =>
      issueInvoice(
        tx,
        {
          ownerId: user.id,
          purpose: 'renewal',
          lines: [{ description: 'Growth Plan', quantity: 1, unitKobo: 1_000_000 }],
          withVat: true,
          dueAt: now,
        },
        now,
      ),
    );
    const first = await post(`/api/billing/invoices/${invoice.id}/pay/`, undefined, auth);
    expect(first.body).toMatchObject({ status: 'Pending', amount_kobo: 1_075_000 });
    const declined = await checkout(first.body as never, auth, 'decline');
    expect(declined.body).toMatchObject({ status: 'Failed', failure: 'Declined' });
    expect((await get(`/api/billing/invoices/${invoice.id}/`, auth)).body).toMatchObject({
      status: 'Pending',
      last_payment: { status: 'Failed', failure: 'Declined' },
    });
    const retry = await post(`/api/billing/invoices/${invoice.id}/pay/`, undefined, auth);
    expect((await checkout(retry.body as never, auth)).body).toMatchObject({ status: 'Paid' });
    expect((await get(`/api/billing/invoices/${invoice.id}/`, auth)).body).toMatchObject({ status: 'Paid' });
    const again = await post(`/api/billing/invoices/${invoice.id}/pay/`, undefined, auth);
    expect(again).toEqual({ status: 409, body: { message: 'This invoice is already paid.' } });
  });
});

describe('plan changes', () => {
  it('upgrades Free Starter to Growth after the prorated charge is paid', async () => {
    const { auth } = await account();
    const quote = await get('/api/billing/plan-change/?plan=growth', auth);
    // Half of November is left: half of ₦10,000, plus 7.5% VAT.
    expect(quote.body).toEqual({
      plan: { id: 'growth', title: 'Growth Plan' },
      effective: 'now',
      effective_at: now.toISOString(),
      prorated_kobo: 500_000,
      vat_kobo: 37_500,
      total_kobo: 537_500,
    });
    const change = await post('/api/billing/plan-change/', { plan: 'growth' }, auth);
    expect(change.body).toMatchObject({
      status: 'checkout',
      payment: { amount_kobo: 537_500, status: 'Pending' },
    });
    expect(((await get('/api/billing/', auth)).body.plan as { id: string }).id).toBe('free-starter');
    await checkout((change.body as { payment: never }).payment, auth);
    const overview = await get('/api/billing/', auth);
    expect(overview.body).toMatchObject({
      plan: { id: 'growth', title: 'Growth Plan' },
      next_billing_date: periodEnd.toISOString(),
      monthly_price_kobo: 1_000_000,
      amount_due_kobo: 0,
      recent_invoices: [
        expect.objectContaining({
          number: expect.stringMatching(/^INV-/),
          status: 'Paid',
          amount_kobo: 537_500,
        }),
      ],
    });
  });

  it('cancels an unpaid upgrade with a credit note in its own series, naming the invoice, with no due date', async () => {
    const { auth } = await account();
    const growth = await post('/api/billing/plan-change/', { plan: 'growth' }, auth);
    const growthInvoice = (growth.body as { payment: { invoice_id: string } }).payment.invoice_id;
    const cancelled = (await get(`/api/billing/invoices/${growthInvoice}/`, auth)).body.number as string;
    // Another plan chosen instead: the unpaid upgrade is cancelled, never edited.
    expect((await post('/api/billing/plan-change/', { plan: 'startup' }, auth)).body).toMatchObject({
      status: 'changed',
    });
    const { invoices } = (await get('/api/billing/invoices/', auth)).body as {
      invoices: {
        id: string;
        number: string;
        kind: string;
        status: string;
        due_date: string | null;
        description: string;
      }[];
    };
    const note = invoices.find((invoice) => invoice.kind === 'Credit note');
    expect(note).toMatchObject({
      number: expect.stringMatching(/^CN-\d{4,}$/),
      status: 'Credited',
      due_date: null,
      description: `Credit note for ${cancelled}: Cancels an unpaid plan change`,
    });
    expect((await get(`/api/billing/invoices/${note?.id}/`, auth)).body).toMatchObject({
      credits_invoice_id: growthInvoice,
      credits_invoice_number: cancelled,
      due_date: null,
    });
    const pdf = await h.app.request(`/api/billing/invoices/${note?.id}/pdf/`, {
      headers: { Authorization: auth },
    });
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text).toContain(`(Cancels invoice ${cancelled})`);
    expect(text).not.toContain('(Due:');
  });

  it('leaves one invoice row when a declined upgrade is paid later, however the proration moved', async () => {
    const { user, auth } = await account();
    const first = await post('/api/billing/plan-change/', { plan: 'growth' }, auth);
    const firstPayment = (
      first.body as { payment: { invoice_id: string; checkout_url: string; reference: string } }
    ).payment;
    // The same upgrade at once is the invoice already due, with its checkout.
    expect(await post('/api/billing/plan-change/', { plan: 'growth' }, auth)).toEqual(first);
    await checkout(firstPayment, auth, 'decline');
    // A day later less of the period is left; the upgrade tried again pays the invoice already issued.
    h.setNow(new Date(now.getTime() + 86_400_000));
    const later = await signIn(user);
    const again = await post('/api/billing/plan-change/', { plan: 'growth' }, later);
    const payment = (
      again.body as { payment: { invoice_id: string; checkout_url: string; reference: string } }
    ).payment;
    expect(payment.invoice_id).toBe(firstPayment.invoice_id);
    await checkout(payment, later);
    const { invoices } = (await get('/api/billing/invoices/', later)).body as {
      invoices: { status: string }[];
    };
    expect(invoices.map((invoice) => invoice.status)).toEqual(['Paid']);
    expect(((await get('/api/billing/', later)).body.plan as { id: string }).id).toBe('growth');
  });

  it('downgrades at the end of the period, and refuses one the account’s projects would break', async () => {
    const { user, auth } = await account('GROWTH');
    await h.db.prisma.project.createMany({
      data: [
        { ownerId: user.id, name: 'One' },
        { ownerId: user.id, name: 'Two' },
      ],
    });
    const refused = await post('/api/billing/plan-change/', { plan: 'free-starter' }, auth);
    expect(refused).toEqual({
      status: 409,
      body: {
        message: 'The Free Starter allows 1 project and you own 2. Delete 1 project first, then change plan.',
      },
    });
    const scheduled = await post('/api/billing/plan-change/', { plan: 'startup' }, auth);
    expect(scheduled.body).toEqual({
      status: 'scheduled',
      message: 'Your plan changes to Startup Plan on 1 Dec 2026.',
      effective_at: periodEnd.toISOString(),
    });
    expect((await get('/api/billing/', auth)).body).toMatchObject({
      plan: { id: 'growth' },
      plan_at_period_end: { id: 'startup', title: 'Startup Plan' },
    });
    h.setNow(new Date('2026-12-02T09:00:00Z'));
    expect((await get('/api/billing/', auth)).body).toMatchObject({
      plan: { id: 'startup' },
      plan_at_period_end: null,
      next_billing_date: '2027-01-01T00:00:00.000Z',
    });
  });

  it('refuses Enterprise, the current plan and an unknown plan with their messages', async () => {
    const { auth } = await account('GROWTH');
    expect(await post('/api/billing/plan-change/', { plan: 'enterprise' }, auth)).toMatchObject({
      status: 409,
    });
    expect(await post('/api/billing/plan-change/', { plan: 'growth' }, auth)).toEqual({
      status: 409,
      body: { message: 'You are already on the Growth Plan.' },
    });
    expect((await post('/api/billing/plan-change/', { plan: 'gold' }, auth)).status).toBe(422);
  });

  it('bills the next period on renewal: the plan’s fee and the seats, with VAT', async () => {
    const { auth } = await account('GROWTH', 3);
    h.setNow(new Date('2026-12-01T00:00:01Z'));
    const { invoices } = (await get('/api/billing/invoices/', auth)).body as { invoices: { id: string }[] };
    const renewal = await get(`/api/billing/invoices/${invoices[0]?.id}/`, auth);
    expect(renewal.body).toMatchObject({
      description: 'Monthly subscription',
      status: 'Pending',
      subtotal_kobo: 1_006_000,
      vat_kobo: 75_450,
      amount_kobo: 1_081_450,
      lines: [
        { description: 'Growth Plan, 1 Dec 2026 – 1 Jan 2027', quantity: 1, amount_kobo: 1_000_000 },
        {
          description: 'Additional seats, 1 Dec 2026 – 1 Jan 2027',
          quantity: 3,
          unit_kobo: 2_000,
          amount_kobo: 6_000,
        },
      ],
    });
    expect((await get('/api/billing/', auth)).body.amount_due_kobo).toBe(1_081_450);
    const pay = await post('/api/billing/pay-due/', undefined, auth);
    await checkout(pay.body as never, auth);
    expect((await get('/api/billing/', auth)).body.amount_due_kobo).toBe(0);
    expect(await post('/api/billing/pay-due/', undefined, auth)).toEqual({
      status: 409,
      body: { message: 'Nothing is due right now.' },
    });
  });
});

describe('seats', () => {
  it('counts seats by type and lists who holds them', async () => {
    const { user, auth } = await account('GROWTH');
    const project = await addMembers(user, 2);
    const [first] = await h.db.prisma.projectMember.findMany({ where: { projectId: project.id } });
    await h.db.prisma.accountSeat.create({
      data: { ownerId: user.id, userId: first!.userId, type: 'CLIENT' },
    });
    const seats = await get('/api/billing/seats/', auth);
    expect(seats.body).toMatchObject({
      included: 5,
      occupied: 2,
      available: 3,
      removable: 0,
      seat_price_monthly_kobo: 2000,
      seat_price_yearly_kobo: 24000,
      by_type: { full_time: 1, freelance: 0, client: 1 },
    });
    expect((seats.body.members as unknown[])[0]).toMatchObject({
      role: 'Editor',
      seat_rate_kobo: 2000,
      status: 'Active',
    });
  });

  it('sets a member’s seat type; only for someone holding a seat of the caller’s account', async () => {
    const { user, auth } = await account('GROWTH');
    const project = await addMembers(user, 1);
    const member = await h.db.prisma.projectMember.findFirstOrThrow({
      where: { projectId: project.id },
      include: { user: true },
    });
    const name = `${member.user.firstName} ${member.user.lastName}`;
    const patch = async (memberId: string, body: unknown, who = auth) => {
      const response = await h.app.request(`/api/billing/seats/${memberId}/`, {
        method: 'PATCH',
        headers: { Authorization: who, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect(await patch(member.userId, { type: 'Freelance' })).toMatchObject({
      status: 200,
      body: {
        message: `${name}'s seat is now Freelance.`,
        by_type: { full_time: 0, freelance: 1, client: 0 },
      },
    });
    expect((await get('/api/billing/seats/', auth)).body.members).toMatchObject([{ type: 'Freelance' }]);
    expect(await patch(member.userId, { type: 'Boss' })).toMatchObject({
      status: 422,
      body: { errors: { type: expect.stringContaining('Choose Full Time, Freelance or Client.') } },
    });
    const other = await account('GROWTH');
    expect(await patch(member.userId, { type: 'Client' }, other.auth)).toEqual({
      status: 404,
      body: { message: 'Seat not found.' },
    });
    expect((await get('/api/billing/seats/', auth)).body.by_type).toEqual({
      full_time: 0,
      freelance: 1,
      client: 0,
    });
  });

  it('takes a seat back from its holder: they leave every project of the account, told; the seat is free', async () => {
    const { user, auth } = await account('GROWTH');
    const first = await addMembers(user, 1);
    const { userId } = await h.db.prisma.projectMember.findFirstOrThrow({ where: { projectId: first.id } });
    const second = await h.db.prisma.project.create({ data: { ownerId: user.id, name: 'Second' } });
    await h.db.prisma.projectMember.create({ data: { projectId: second.id, userId, role: 'Viewer' } });
    const remove = async (memberId: string, who = auth) => {
      const response = await h.app.request(`/api/billing/seats/${memberId}/`, {
        method: 'DELETE',
        headers: { Authorization: who },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    const other = await account('GROWTH');
    expect(await remove(userId, other.auth)).toEqual({ status: 404, body: { message: 'Seat not found.' } });
    expect(await h.db.prisma.projectMember.count({ where: { userId, status: 'ACTIVE' } })).toBe(2);

    const { firstName, lastName } = await h.db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(await remove(userId)).toMatchObject({
      status: 200,
      body: {
        message: `${firstName} ${lastName} was removed from your projects. Their seat is free for someone else.`,
        members: [],
      },
    });
    expect(await h.db.prisma.projectMember.count({ where: { userId, status: 'ACTIVE' } })).toBe(0);
    const notices = await h.db.prisma.notification.findMany({ where: { userId }, orderBy: { title: 'asc' } });
    expect(notices.map((notice) => notice.title)).toEqual([
      'You were removed from Second',
      'You were removed from Team',
    ]);
    expect(await remove(userId)).toEqual({ status: 404, body: { message: 'Seat not found.' } });
  });

  it('charges monthly seats for the rest of the period and yearly seats for a year; both count once paid; gives seats up at the period end', async () => {
    const { auth } = await account('GROWTH');
    // Half of November is left: 2 seats × ₦20 × ½ = ₦20, plus 7.5% VAT.
    const monthly = await post('/api/billing/seats/', { count: 2, billing: 'monthly' }, auth);
    expect(monthly.body).toMatchObject({
      status: 'checkout',
      payment: { amount_kobo: 2_150, status: 'Pending' },
    });
    // Asked again before paying: the same invoice and checkout, never more seats.
    expect(await post('/api/billing/seats/', { count: 2, billing: 'monthly' }, auth)).toEqual(monthly);
    expect((await get('/api/billing/seats/', auth)).body.included).toBe(5);
    const invoiceId = (monthly.body as { payment: { invoice_id: string } }).payment.invoice_id;
    expect((await get(`/api/billing/invoices/${invoiceId}/`, auth)).body).toMatchObject({
      lines: [
        {
          description: 'Additional seat, 16 Nov 2026 – 1 Dec 2026 (prorated)',
          quantity: 2,
          unit_kobo: 1_000,
          amount_kobo: 2_000,
        },
      ],
      vat_kobo: 150,
    });
    await checkout((monthly.body as { payment: never }).payment, auth, 'decline');
    expect((await get('/api/billing/seats/', auth)).body.included).toBe(5);
    await buySeats(2, auth);
    expect((await get('/api/billing/seats/', auth)).body.included).toBe(7);
    // The card of that checkout is saved: the yearly seats are charged to it, and count before the answer.
    const yearly = await post('/api/billing/seats/', { count: 3, billing: 'yearly' }, auth);
    expect(yearly.body).toMatchObject({
      status: 'paid',
      message: 'Paid with your saved Visa card ending 4081.',
      payment: { amount_kobo: 77_400, status: 'Paid' },
    });
    expect((await get('/api/billing/seats/', auth)).body).toMatchObject({ included: 10, removable: 5 });
    const removed = await post('/api/billing/seats/remove/', { count: 1 }, auth);
    expect(removed.body).toMatchObject({
      message: 'The seat stays until 1 Dec 2026, then leaves your plan.',
      included: 10,
      ending_at_period_end: 1,
      removable: 4,
    });
    expect(await post('/api/billing/seats/', { count: 0, billing: 'monthly' }, auth)).toMatchObject({
      status: 422,
      body: { errors: { count: 'Enter a whole number of seats from 1 to 100.' } },
    });
  });

  it('refuses to give up a seat someone still needs', async () => {
    const { user, auth } = await account('STARTUP', 1);
    await addMembers(user, 2);
    expect(await post('/api/billing/seats/remove/', { count: 1 }, auth)).toEqual({
      status: 409,
      body: {
        message: 'Every seat is taken: remove a member from a project team first, then give up the seat.',
      },
    });
  });

  it('refuses an invite beyond the seats with 402 and the link to Add Seats', async () => {
    const { user, auth } = await account('STARTUP');
    const project = await addMembers(user, 1);
    const invite = await postJson(
      h.app,
      '/api/add-team-member/',
      { email: 'new-member@example.com', role: 'Viewer', access: 'Full Access', projectId: project.id },
      auth,
    );
    expect(invite.status).toBe(402);
    expect(await invite.json()).toEqual({
      message: 'All the seats of your plan are occupied. Add a seat to invite another member.',
    });
    expect(invite.headers.get('Link')).toBe('</billing/team-seats>; rel="payment"');
    await buySeats(1, auth);
    const again = await postJson(
      h.app,
      '/api/add-team-member/',
      { email: 'new-member@example.com', role: 'Viewer', access: 'Full Access', projectId: project.id },
      auth,
    );
    expect(again.status).toBe(201);
  });

  it('accepting an e-mailed invitation needs a free seat too; the link keeps working until one is added', async () => {
    const { user, auth } = await account('STARTUP');
    const project = await addMembers(user, 0);
    const email = `seatless-${Date.now()}@example.com`;
    const body = { email, role: 'Viewer', access: 'Full Access', projectId: project.id };
    expect((await post('/api/add-team-member/', body, auth)).status).toBe(201);
    const token = /[?&]invite=([\w-]+)/.exec(h.mail.to(email).at(-1)?.text ?? '')?.[1] ?? '';
    // The last seat goes to someone added directly meanwhile.
    await addMembers(user, 1);
    const invited = await createUser(h.db);
    await h.db.prisma.user.update({ where: { id: invited.id }, data: { email } });
    const invitee = await signIn({ ...invited, email });
    expect(await post('/api/accept-invitation/', { token }, invitee)).toEqual({
      status: 409,
      body: {
        message:
          'Team has no free seat for you right now. Ask the person who invited you to add a seat, then open this invitation link again.',
      },
    });
    expect(await h.db.prisma.projectMember.count({ where: { userId: invited.id } })).toBe(0);
    await buySeats(1, auth);
    expect(await post('/api/accept-invitation/', { token }, invitee)).toMatchObject({
      status: 200,
      body: { message: 'You joined Team.' },
    });
  });

  it('someone who holds a seat of the account already joins another of its projects without a new one', async () => {
    const { user, auth } = await account('STARTUP');
    const first = await addMembers(user, 1);
    const holder = await h.db.prisma.projectMember.findFirstOrThrow({
      where: { projectId: first.id },
      include: { user: true },
    });
    const second = await addMembers(user, 0);
    const body = { email: holder.user.email, role: 'Viewer', access: 'Full Access', projectId: second.id };
    expect((await post('/api/add-team-member/', body, auth)).status).toBe(201);
    expect((await get('/api/billing/seats/', auth)).body).toMatchObject({ included: 1, occupied: 1 });
  });

  it('ends seats paid for the year at the end of their year, and bills none of them meanwhile', async () => {
    const { user, auth: buyer } = await account('GROWTH');
    const yearly = await post('/api/billing/seats/', { count: 3, billing: 'yearly' }, buyer);
    await checkout((yearly.body as { payment: never }).payment, buyer);
    let auth = buyer;
    const yearEnd = '2027-11-16T00:00:00.000Z';
    expect((await get('/api/billing/seats/', auth)).body).toMatchObject({
      included: 8,
      annual_seats: [{ count: 3, ends_at: yearEnd }],
    });
    h.setNow(new Date('2027-11-15T23:59:59Z'));
    auth = await signIn(user);
    expect((await get('/api/billing/seats/', auth)).body).toMatchObject({ included: 8 });
    h.setNow(new Date('2027-11-16T00:00:00Z'));
    expect((await get('/api/billing/seats/', auth)).body).toMatchObject({
      included: 5,
      removable: 0,
      annual_seats: [],
    });
    // The seats' own invoice, then twelve renewals while they ran: the plan's fee with VAT, no seat.
    const invoices = (await get('/api/billing/invoices/', auth)).body.invoices as { amount_kobo: number }[];
    expect(invoices.map((invoice) => invoice.amount_kobo)).toEqual([
      ...Array.from({ length: 12 }, () => 1_075_000),
      77_400,
    ]);
  });

  it('an annual year ending within a period comes off at that moment, before the period’s renewal', async () => {
    const { user, auth: buyer } = await account('GROWTH', 2);
    const yearly = await post('/api/billing/seats/', { count: 1, billing: 'yearly' }, buyer);
    await checkout((yearly.body as { payment: never }).payment, buyer);
    // 2 monthly seats and 1 for the year; one seat given up at the period end after the year ended.
    h.setNow(new Date('2027-11-20T00:00:00Z'));
    const auth = await signIn(user);
    expect((await get('/api/billing/seats/', auth)).body).toMatchObject({ included: 7, removable: 2 });
    expect((await post('/api/billing/seats/remove/', { count: 1 }, auth)).body).toMatchObject({
      included: 7,
      ending_at_period_end: 1,
    });
    h.setNow(new Date('2027-12-01T00:00:00Z'));
    expect((await get('/api/billing/seats/', auth)).body).toMatchObject({
      included: 6,
      ending_at_period_end: 0,
    });
  });

  it('answers the seats of the period under way by the app’s clock', async () => {
    const { user } = await account();
    h.setNow(new Date('2027-03-10T00:00:00Z'));
    const auth = await signIn(user);
    expect((await get('/api/billing/seats/', auth)).body.period_end).toBe('2027-04-01T00:00:00.000Z');
  });

  it('needs a session', async () => {
    expect((await h.app.request('/api/billing/')).status).toBe(401);
    expect((await h.app.request('/api/billing/seats/', bearer('dead'))).status).toBe(401);
  });
});

describe('an account that signed up months ago', () => {
  it('is billed for the period under way, not the first month after sign-up', async () => {
    const { user, auth } = await account();
    await h.db.prisma.user.update({
      where: { id: user.id },
      data: { createdAt: new Date('2026-08-01T00:00:00Z') },
    });
    expect((await get('/api/billing/', auth)).body.next_billing_date).toBe(periodEnd.toISOString());
    expect((await get('/api/billing/plan-change/?plan=growth', auth)).body).toMatchObject({
      prorated_kobo: 500_000,
    });
  });
});
