import { beforeAll, describe, expect, it } from 'vitest';
import { accountRestriction } from '../src/billing/subscriptions/account-restriction.js';
import { RENEWAL_CARD_TEXTS, renewDueSubscriptions } from '../src/billing/subscriptions/renewal-sweep.js';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';
import type { TestUser } from './support/harness.js';
import { expectLedgerHolds } from './support/payables.js';

/*
 * Accounts nobody opens: the hourly job renews their ended periods, charges a saved card (the embedded test
 * provider's charge_authorization), tells the owner of a card that failed, and the grace period restricts an
 * unpaid one, all with nobody signed in. The clock is the harness's.
 */

const h = useHarness();

const periodStart = new Date('2026-10-01T00:00:00Z');
const periodEnd = new Date('2026-11-01T00:00:00Z');
const DAY = 86_400_000;

interface Account {
  user: TestUser;
  /** Signed in once, before the clock moves: the job must not need it. */
  token: string;
}

async function onGrowth(): Promise<Account> {
  const user = await createUser(h.db);
  await h.db.prisma.subscription.create({
    data: { ownerId: user.id, plan: 'GROWTH', currentPeriodStart: periodStart, currentPeriodEnd: periodEnd },
  });
  return { user, token: await logIn(h.app, user) };
}

/** Buys a seat at the embedded checkout (Pay), which leaves the card saved for the account. */
async function withSavedCard(): Promise<Account> {
  const account = await onGrowth();
  const answer = await postJson(
    h.app,
    '/api/billing/seats/',
    { count: 1, billing: 'monthly' },
    `Bearer ${account.token}`,
  );
  const { payment } = (await answer.json()) as { payment: { checkout_url: string } };
  const paid = await h.app.request(`${new URL(payment.checkout_url).pathname}/pay`, { method: 'POST' });
  expect(paid.status).toBe(303);
  expect(await h.db.prisma.savedAuthorization.count({ where: { ownerId: account.user.id } })).toBe(1);
  return account;
}

const renewals = (ownerId: string) =>
  h.db.prisma.invoice.findMany({
    where: { ownerId, purpose: 'renewal' },
    include: { payments: true },
    orderBy: { issuedAt: 'asc' },
  });

let paying: Account;
let unpaid: Account;
let declining: Account;

beforeAll(async () => {
  h.setNow(new Date('2026-10-15T09:00:00Z'));
  paying = await withSavedCard();
  declining = await withSavedCard();
  unpaid = await onGrowth();
  const card = await h.db.prisma.savedAuthorization.findUniqueOrThrow({
    where: { ownerId: declining.user.id },
  });
  // The card expired or was emptied since: the provider now declines it.
  await h.db.prisma.testAuthorization.update({ where: { code: card.code }, data: { declines: true } });
  h.setNow(new Date(periodEnd.getTime() + 3_600_000));
  await renewDueSubscriptions(h.deps);
});

describe('the renewal job, with nobody signed in', () => {
  it('renews every ended period and charges the renewal to the saved card, once', async () => {
    const [renewal] = await renewals(paying.user.id);
    expect(renewal).toMatchObject({ status: 'PAID' });
    expect(renewal?.payments.map((payment) => [payment.method, payment.status])).toEqual([
      ['authorization', 'SUCCESS'],
    ]);
    expect(
      await h.db.prisma.subscription.findUniqueOrThrow({ where: { ownerId: paying.user.id } }),
    ).toMatchObject({ currentPeriodStart: periodEnd });
    // The receipt went out, as for any payment.
    expect(h.mail.to(paying.user.email).some((mail) => /^Receipt for your payment/.test(mail.subject))).toBe(
      true,
    );
    // Run again: nothing more is charged.
    await renewDueSubscriptions(h.deps);
    expect((await renewals(paying.user.id)).flatMap((invoice) => invoice.payments)).toHaveLength(1);
  });

  it('tells the owner of a declined card, does not try it every hour, and leaves the bill to pay in Billing', async () => {
    const [renewal] = await renewals(declining.user.id);
    expect(renewal?.status).toBe('PENDING');
    const number = `INV-${String(renewal?.number).padStart(4, '0')}`;
    const told = await h.db.prisma.notification.findFirst({
      where: { userId: declining.user.id, title: RENEWAL_CARD_TEXTS.declined(number) },
    });
    expect(told).toMatchObject({ link: '/billing' });
    expect(h.mail.to(declining.user.email).some((mail) => mail.subject === told?.title)).toBe(true);
    await renewDueSubscriptions(h.deps);
    const [again] = await renewals(declining.user.id);
    expect(again?.payments.map((payment) => [payment.method, payment.status, payment.failure])).toEqual([
      ['authorization', 'FAILED', 'Declined'],
    ]);
  });

  it('tells the owner of a declined card once when several API processes sweep at once', async () => {
    const account = await withSavedCard();
    const card = await h.db.prisma.savedAuthorization.findUniqueOrThrow({
      where: { ownerId: account.user.id },
    });
    await h.db.prisma.testAuthorization.update({ where: { code: card.code }, data: { declines: true } });
    await Promise.all([renewDueSubscriptions(h.deps), renewDueSubscriptions(h.deps)]);
    await renewDueSubscriptions(h.deps);
    const [renewal] = await renewals(account.user.id);
    const title = RENEWAL_CARD_TEXTS.declined(`INV-${String(renewal?.number).padStart(4, '0')}`);
    expect(await h.db.prisma.notification.count({ where: { userId: account.user.id, title } })).toBe(1);
    expect(h.mail.to(account.user.email).filter((mail) => mail.subject === title)).toHaveLength(1);
  });

  it('restricts an account that never paid once its grace period is over, and paying lifts it', async () => {
    const [renewal] = await renewals(unpaid.user.id);
    expect(renewal).toMatchObject({ status: 'PENDING', dueAt: new Date(periodEnd.getTime() + 7 * DAY) });
    expect(renewal?.payments).toEqual([]);
    const graceOver = new Date(periodEnd.getTime() + 15 * DAY);
    expect(
      await accountRestriction(h.db.prisma, unpaid.user.id, new Date(graceOver.getTime() - 2 * DAY)),
    ).toBeNull();
    h.setNow(graceOver);
    await renewDueSubscriptions(h.deps);
    const restriction = await accountRestriction(h.db.prisma, unpaid.user.id, graceOver);
    expect(restriction?.invoice.id).toBe(renewal?.id);
    // What the owner meets when they come back.
    const token = await logIn(h.app, unpaid.user);
    const refused = await postJson(
      h.app,
      '/api/billing/seats/',
      { count: 1, billing: 'monthly' },
      `Bearer ${token}`,
    );
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
      402,
      restriction?.message,
    ]);
    const pay = await h.app.request(`/api/billing/invoices/${renewal?.id}/pay/`, {
      method: 'POST',
      ...bearer(token),
    });
    const { checkout_url } = (await pay.json()) as { checkout_url: string };
    await h.app.request(`${new URL(checkout_url).pathname}/pay`, { method: 'POST' });
    expect(await accountRestriction(h.db.prisma, unpaid.user.id, graceOver)).toBeNull();
    await expectLedgerHolds(h.db);
  });
});
