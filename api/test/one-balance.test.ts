import { afterAll, describe, expect, it } from 'vitest';
import { payableKey } from '../src/billing/payments/payable-key.js';
import { refundNotice } from '../src/billing/payments/refunds.js';
import { startPayment } from '../src/billing/payments/start-payment.js';
import { createUser, logIn, postJson, useHarness } from './support/harness.js';
import {
  aSecondAttempt,
  aTeamInvoice,
  anApprover,
  anInvoice,
  expectLedgerHolds,
  chargesOf,
} from './support/payables.js';

/*
 * Issue #25, one balance per amount owed: every reproduction of the outside test, on the embedded test
 * checkout. Each Pay while an attempt is open answers that attempt, whoever presses it from wherever; a
 * charge collected beyond what is owed anyway is refunded through the provider; the ledger holds after.
 */

const h = useHarness();
afterAll(() => expectLedgerHolds(h.db));

interface Started {
  reference: string;
  checkout_url: string;
}

const pay = (started: Started) =>
  h.app.request(`${new URL(started.checkout_url).pathname}/pay`, { method: 'POST' });

async function started(response: Response): Promise<Started> {
  const body = (await response.json()) as Started & { payment?: Started };
  expect(response.status, JSON.stringify(body)).toBeLessThan(300);
  return body.payment ?? body;
}

describe('one balance per amount owed', () => {
  it('a ₦450,000 team invoice asked four ways (full, full minus a kobo, an installment, a bonus) is paid once, and the bonus once on top', async () => {
    const owner = await createUser(h.db);
    const { invoice } = await aTeamInvoice(h.db, owner.id);
    const auth = `Bearer ${await logIn(h.app, owner)}`;
    const path = `/api/billing/team-payments/invoices/${invoice.id}/pay/`;
    const asks = [
      { payment_type: 'regular', amount_kobo: 45_000_000 },
      { payment_type: 'regular', amount_kobo: 44_999_999 },
      { payment_type: 'installment', amount_kobo: 22_500_000 },
      { payment_type: 'bonus', amount_kobo: 9_000_000 },
    ];
    const attempts: Started[] = [];
    for (const ask of asks) attempts.push(await started(await postJson(h.app, path, ask, auth)));
    const [full, lessAKobo, installment, bonus] = attempts.map((attempt) => attempt.reference);
    expect([lessAKobo, installment]).toEqual([full, full]);
    expect(bonus).not.toBe(full);
    for (const attempt of attempts) await pay(attempt);

    const paid = await h.db.prisma.payment.aggregate({
      where: { payerId: owner.id, status: 'SUCCESS' },
      _sum: { amountKobo: true },
    });
    // Before: 112,499,999 kobo and the bonus, four checkouts all settled.
    expect(Number(paid._sum.amountKobo)).toBe(45_000_000 + 9_000_000);
    const detail = await h.app.request(`/api/billing/team-payments/invoices/${invoice.id}/`, {
      headers: { Authorization: auth },
    });
    expect(await detail.json()).toMatchObject({ status: 'Paid', paid_kobo: 45_000_000, balance_kobo: 0 });
    const again = await postJson(h.app, path, { payment_type: 'regular', amount_kobo: 100 }, auth);
    expect(again.status).toBe(422);
  });

  it('an account invoice asked from the seats page, its own Pay and Process Payment is one checkout, charged once', async () => {
    const owner = await createUser(h.db);
    const auth = `Bearer ${await logIn(h.app, owner)}`;
    const seats = await started(
      await postJson(h.app, '/api/billing/seats/', { count: 2, billing: 'yearly' }, auth),
    );
    const invoice = await h.db.prisma.invoice.findFirstOrThrow({ where: { ownerId: owner.id } });
    const own = await started(
      await postJson(h.app, `/api/billing/invoices/${invoice.id}/pay/`, undefined, auth),
    );
    const due = await started(await postJson(h.app, '/api/billing/pay-due/', undefined, auth));
    expect([own.reference, due.reference]).toEqual([seats.reference, seats.reference]);
    for (const attempt of [seats, own, due]) await pay(attempt);

    expect(await h.db.prisma.payment.count({ where: { payerId: owner.id, status: 'SUCCESS' } })).toBe(1);
    expect(await h.db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      status: 'PAID',
    });
    const after = await postJson(h.app, '/api/billing/pay-due/', undefined, auth);
    expect(after.status).toBe(409);
    expect(await after.json()).toEqual({ message: 'Nothing is due right now.' });
    const paidAgain = await postJson(h.app, `/api/billing/invoices/${invoice.id}/pay/`, undefined, auth);
    expect(await paidAgain.json()).toEqual({ message: 'This invoice is already paid.' });
  });

  it('the owner and an approver pressing Pay on a team invoice get the same checkout; the approver sees how it ended', async () => {
    const owner = await createUser(h.db);
    const { project, invoice } = await aTeamInvoice(h.db, owner.id);
    const approver = await anApprover(h.db, project.id);
    const path = `/api/billing/team-payments/invoices/${invoice.id}/pay/`;
    const ask = { payment_type: 'regular', amount_kobo: 45_000_000 };
    const byOwner = await started(await postJson(h.app, path, ask, `Bearer ${await logIn(h.app, owner)}`));
    const approverAuth = `Bearer ${await logIn(h.app, approver)}`;
    const byApprover = await started(await postJson(h.app, path, ask, approverAuth));
    expect(byApprover.reference).toBe(byOwner.reference);
    await pay(byApprover);
    const verified = await postJson(
      h.app,
      `/api/payments/${byOwner.reference}/verify/`,
      undefined,
      approverAuth,
    );
    expect(await verified.json()).toMatchObject({ status: 'Paid', amount_kobo: 45_000_000 });
  });

  it('two checkouts of one invoice both paid: the invoice takes what it is owed, the excess goes back through the provider, and the payer is told', async () => {
    const owner = await createUser(h.db);
    const { invoice, payable } = await anInvoice(h.db, owner.id);
    const first = await startPayment(h.deps, {
      payerId: owner.id,
      purpose: 'invoice',
      invoiceId: invoice.id,
      pays: [{ payable, amountKobo: 'open' }],
      returnPath: '/billing',
    });
    const second = await aSecondAttempt(h.deps, owner.id, payable, 1_075_000);
    await pay({ reference: first.reference, checkout_url: first.checkoutUrl });
    await pay({ reference: second.reference, checkout_url: second.checkoutUrl });

    expect(await h.db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      status: 'PAID',
    });
    expect(await chargesOf(h.db, second.id)).toBe(1);
    expect(await h.db.prisma.refund.findFirstOrThrow({ where: { paymentId: second.id } })).toMatchObject({
      status: 'REFUNDED',
      amountKobo: 1_075_000n,
    });
    // The provider's side: that charge was given back.
    expect(
      await h.db.prisma.testCheckout.findUniqueOrThrow({ where: { reference: second.reference } }),
    ).toMatchObject({ refundedKobo: 1_075_000n });
    const auth = `Bearer ${await logIn(h.app, owner)}`;
    const view = await postJson(h.app, `/api/payments/${second.reference}/verify/`, undefined, auth);
    expect(await view.json()).toMatchObject({
      status: 'Paid',
      refunded: { amount_kobo: 1_075_000, status: 'Refunded' },
    });
    const told = await h.db.prisma.notification.findFirstOrThrow({ where: { userId: owner.id } });
    expect(told).toMatchObject(refundNotice(1_075_000, second.reference));
    expect(h.mail.messages.some((mail) => mail.subject === 'Overpayment refunded')).toBe(true);
  });

  it('a credited invoice takes nothing more: a late payment of it is refunded whole', async () => {
    const owner = await createUser(h.db);
    const { invoice, payable } = await anInvoice(h.db, owner.id);
    const attempt = await aSecondAttempt(h.deps, owner.id, payable, 1_075_000);
    await h.db.prisma.invoice.update({ where: { id: invoice.id }, data: { status: 'CREDITED' } });
    await pay({ reference: attempt.reference, checkout_url: attempt.checkoutUrl });
    expect(await h.db.prisma.refund.findFirstOrThrow({ where: { paymentId: attempt.id } })).toMatchObject({
      status: 'REFUNDED',
      amountKobo: 1_075_000n,
    });
  });
});

describe('amounts refused, nothing changed', () => {
  it('refuses zero, negative, fractional, above what is owed and above the ceiling, and a settled payable', async () => {
    const owner = await createUser(h.db);
    const { invoice } = await aTeamInvoice(h.db, owner.id, 20_000_000);
    const payable = payableKey('team-invoice', invoice.id);
    const attempt = (amountKobo: number) =>
      startPayment(h.deps, {
        payerId: owner.id,
        purpose: 'team-payment',
        pays: [{ payable, amountKobo }],
        returnPath: '/billing',
      });
    const whole = 'A payment is a whole number of kobo above zero.';
    await expect(attempt(0)).rejects.toMatchObject({ message: whole, errors: { amount: whole } });
    await expect(attempt(-100)).rejects.toMatchObject({ message: whole });
    await expect(attempt(100.5)).rejects.toMatchObject({ message: whole });
    await expect(attempt(20_000_001)).rejects.toMatchObject({ message: 'Only ₦200,000 is still owed.' });
    await expect(attempt(10_000_000_001)).rejects.toMatchObject({
      message: 'A payment can be at most ₦100,000,000.',
    });
    expect(await h.db.prisma.payment.count({ where: { payerId: owner.id } })).toBe(0);

    const paid = await attempt(20_000_000);
    await pay({ reference: paid.reference, checkout_url: paid.checkoutUrl });
    await expect(attempt(1)).rejects.toMatchObject({ message: 'This invoice is already paid.' });
    expect(await h.db.prisma.payment.count({ where: { payerId: owner.id } })).toBe(1);
  });
});
