import { PERMISSION_AREAS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { sendInvoiceReminders } from '../src/billing/subscriptions/invoice-reminders.js';
import { issueInvoice } from '../src/billing/subscriptions/issue-invoice.js';
import { createUser, logIn, postJson, useHarness } from './support/harness.js';

const h = useHarness();
const now = new Date('2026-11-16T09:00:00Z');
const day = 86_400_000;
const restricted =
  'Invoice INV-%N (₦10,750) was due on 8 Nov 2026 and is still unpaid, so new projects, invitations and seats are paused. Pay it to continue.';

/** An account on Growth with a bill of ₦10,750 (₦10,000 + VAT) due on `dueAt`. */
async function accountWithBill(dueAt: Date, purpose = 'renewal') {
  h.setNow(now);
  const user = await createUser(h.db);
  await h.db.prisma.subscription.create({
    data: {
      ownerId: user.id,
      plan: 'GROWTH',
      currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
    },
  });
  const project = await h.db.prisma.project.create({ data: { ownerId: user.id, name: 'Bakery' } });
  const invoice = await h.db.prisma.$transaction((tx) =>
    issueInvoice(
      tx,
      {
        ownerId: user.id,
        purpose,
        plan: 'GROWTH',
        lines: [{ description: 'Growth Plan, 1 Nov 2026 – 1 Dec 2026', quantity: 1, unitKobo: 1_000_000 }],
        withVat: true,
        dueAt,
      },
      new Date('2026-11-01T00:00:00Z'),
    ),
  );
  const auth = `Bearer ${await logIn(h.app, user)}`;
  const number = String(invoice.number).padStart(4, '0');
  return { user, auth, invoice, project, message: restricted.replace('%N', number) };
}

const call = async (method: string, path: string, auth: string, body?: unknown) => {
  const response =
    method === 'GET'
      ? await h.app.request(path, { headers: { Authorization: auth } })
      : await postJson(h.app, path, body, auth);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Pays the bill at the embedded test checkout, as its owner would from Billing. */
async function payBill(invoiceId: string, auth: string) {
  const payment = (await call('POST', `/api/billing/invoices/${invoiceId}/pay/`, auth)).body as {
    checkout_url: string;
    reference: string;
  };
  const paid = await h.app.request(`${new URL(payment.checkout_url).pathname}/pay`, { method: 'POST' });
  expect(paid.status).toBe(303);
  expect((await call('POST', `/api/payments/${payment.reference}/verify/`, auth)).body.status).toBe('Paid');
}

const invite = (projectId: string, email = 'new.member@example.com') => ({
  email,
  role: 'Editor',
  access: 'Full Access',
  projectId,
});

describe('an account with a bill unpaid past its 7-day grace period', () => {
  it('is refused new projects, invitations and seats with one message, changing nothing, while reads work', async () => {
    const { auth, project, message, user } = await accountWithBill(new Date('2026-11-08T00:00:00Z'));

    const restriction = await call('GET', '/api/billing/restriction/', auth);
    expect(restriction.status).toBe(200);
    expect(restriction.body.restriction).toMatchObject({
      message,
      owed_kobo: 1_075_000,
      pay_path: '/billing',
    });

    const projectsBefore = await h.db.prisma.project.count({ where: { ownerId: user.id } });
    for (const [path, body] of [
      ['/api/chat-start/', {}],
      ['/api/add-team-member/', invite(project.id)],
      ['/api/billing/seats/', { count: 2, billing: 'monthly' }],
    ] as const) {
      const refused = await call('POST', path, auth, body);
      expect({ path, status: refused.status, message: refused.body.message }).toEqual({
        path,
        status: 402,
        message,
      });
    }
    expect(await h.db.prisma.project.count({ where: { ownerId: user.id } })).toBe(projectsBefore);
    expect(await h.db.prisma.teamInvitation.count({ where: { projectId: project.id } })).toBe(0);
    expect(await h.db.prisma.invoice.count({ where: { ownerId: user.id, purpose: 'seats' } })).toBe(0);

    expect((await call('GET', '/api/billing/', auth)).status).toBe(200);
    expect((await call('GET', '/api/billing/invoices/', auth)).status).toBe(200);
    expect((await call('GET', `/api/projects/${project.id}/team/`, auth)).status).toBe(200);
  });

  it('refuses an invitation to the owner’s project by a member with the right to invite, too', async () => {
    const { project, message } = await accountWithBill(new Date('2026-11-08T00:00:00Z'));
    const admin = await createUser(h.db);
    await h.db.prisma.projectMember.create({
      data: {
        projectId: project.id,
        userId: admin.id,
        role: 'Admin',
        access: 'FULL_ACCESS',
        ...Object.fromEntries(
          [
            'overviewAndScope',
            'taskAndWorkflow',
            'filesAndDocumentation',
            'teamManagement',
            'budgetAndFinance',
          ].map((column) => [column, 'FULL_ACCESS' as const]),
        ),
      },
    });
    const refused = await call('POST', '/api/add-team-member/', `Bearer ${await logIn(h.app, admin)}`, {
      ...invite(project.id),
      access: 'Custom Permissions',
      ...Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'View'])),
    });
    expect([refused.status, refused.body.message]).toEqual([402, message]);
  });

  it('is lifted at once by paying the bill: the project that was refused starts', async () => {
    const { auth, invoice, message } = await accountWithBill(new Date('2026-11-08T00:00:00Z'));
    expect((await call('POST', '/api/chat-start/', auth, {})).body.message).toBe(message);

    await payBill(invoice.id, auth);

    expect((await call('GET', '/api/billing/restriction/', auth)).body).toEqual({ restriction: null });
    expect((await call('POST', '/api/chat-start/', auth, {})).status).toBe(201);
  });

  it('is not restricted within the grace period, nor by a seat purchase or upgrade left unpaid', async () => {
    const inGrace = await accountWithBill(new Date(now.getTime() - 6 * day));
    expect((await call('GET', '/api/billing/restriction/', inGrace.auth)).body).toEqual({
      restriction: null,
    });
    expect((await call('POST', '/api/chat-start/', inGrace.auth, {})).status).toBe(201);

    const abandoned = await accountWithBill(new Date('2026-10-01T00:00:00Z'), 'seats');
    expect((await call('GET', '/api/billing/restriction/', abandoned.auth)).body).toEqual({
      restriction: null,
    });
    expect((await call('POST', '/api/chat-start/', abandoned.auth, {})).status).toBe(201);
  });

  it('counts a contract’s unpaid instalment as a bill', async () => {
    const { auth } = await accountWithBill(new Date('2026-11-08T00:00:00Z'), 'contract-payment');
    const refused = await call('POST', '/api/chat-start/', auth, {});
    expect(refused.status).toBe(402);
  });
});

describe('bill reminders', () => {
  const sweep = () => sendInvoiceReminders({ ...h.deps, prisma: h.db.prisma, now: () => h.deps.now() });

  it('e-mails the owner three days before the due date and a day after it, once each, and never a paid bill', async () => {
    const due = new Date('2026-11-20T00:00:00Z');
    const { user, invoice } = await accountWithBill(due);
    const number = `INV-${String(invoice.number).padStart(4, '0')}`;
    const reminders = () =>
      h.mail.to(user.email).filter((mail) => mail.subject.startsWith(`Invoice ${number}`));

    h.setNow(new Date(due.getTime() - 4 * day));
    await sweep();
    expect(reminders()).toHaveLength(0);

    h.setNow(new Date(due.getTime() - 2 * day));
    await sweep();
    await sweep();
    expect(reminders().map((mail) => [mail.subject, mail.text.split('\n')[0]])).toEqual([
      [
        `Invoice ${number} is due on 20 Nov 2026`,
        '₦10,750 for Monthly subscription is due on 20 Nov 2026. Pay it in Billing.',
      ],
    ]);

    h.setNow(new Date(due.getTime() + 12 * 3_600_000));
    await sweep();
    expect(reminders()).toHaveLength(1);

    h.setNow(new Date(due.getTime() + day + 3_600_000));
    await Promise.all([sweep(), sweep()]);
    expect(reminders().map((mail) => [mail.subject, mail.text.split('\n')[0]])[1]).toEqual([
      `Invoice ${number} is overdue`,
      '₦10,750 for Monthly subscription was due on 20 Nov 2026. Pay it by 27 Nov 2026 to keep creating projects, inviting people and adding seats.',
    ]);
    expect(reminders()).toHaveLength(2);
  });

  it('does not remind of a paid bill', async () => {
    const due = new Date('2026-11-18T00:00:00Z');
    const { user, invoice, auth } = await accountWithBill(due);
    await payBill(invoice.id, auth);
    h.setNow(new Date(due.getTime() - day));
    await sweep();
    h.setNow(new Date(due.getTime() + 2 * day));
    await sweep();
    expect(h.mail.to(user.email).filter((mail) => mail.subject.startsWith('Invoice'))).toHaveLength(0);
  });
});
