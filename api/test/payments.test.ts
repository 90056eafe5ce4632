import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYSTACK_WEBHOOK_IPS } from '../src/billing/payments/paystack-addresses.js';
import { ProviderUnavailable } from '../src/billing/payments/payment-provider.js';
import { PaystackProvider } from '../src/billing/payments/paystack-provider.js';
import { amountMismatch } from '../src/billing/payments/settle-payment.js';
import { signWebhook } from '../src/billing/payments/webhook-signature.js';
import { startPayment } from '../src/billing/payments/start-payment.js';
import { FakePaystack } from './support/fake-paystack.js';
import { bearer, createUser, logIn, useHarness } from './support/harness.js';
import { aSecondAttempt, anInvoice, chargesOf, expectLedgerHolds } from './support/payables.js';

const secretKey = 'sk_test_0123456789abcdef0123456789abcdef01234567';
const paystack = new FakePaystack(secretKey);
beforeAll(() => paystack.start());
afterAll(() => paystack.stop());

const provider = () => new PaystackProvider({ secretKey, baseUrl: paystack.baseUrl, timeoutMs: 2000 });
const h = useHarness(() => ({ payments: provider() }));
afterAll(() => expectLedgerHolds(h.db));

/** An attempt at a ₦10,750 invoice; its effect is the invoice Paid, and one charge in the ledger. */
async function aPayment() {
  const user = await createUser(h.db);
  const { invoice, payable } = await anInvoice(h.db, user.id);
  const start = () =>
    startPayment(h.deps, {
      payerId: user.id,
      purpose: 'invoice',
      invoiceId: invoice.id,
      pays: [{ payable, amountKobo: 'open' }],
      returnPath: '/billing',
    });
  return { user, invoice, start, payment: await start() };
}

const invoiceStatus = async (id: string) =>
  (await h.db.prisma.invoice.findUniqueOrThrow({ where: { id } })).status;

const deliver = (delivery: { body: string; signature?: string }) =>
  h.app.request('/api/payments/webhook/', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(delivery.signature ? { 'x-paystack-signature': delivery.signature } : {}),
    },
    body: delivery.body,
  });

const statusOf = async (reference: string) =>
  (await h.db.prisma.payment.findUniqueOrThrow({ where: { reference } })).status;

describe('the Paystack client, against a local Paystack', () => {
  it('initializes a transaction in kobo with our reference and callback, and verifies it', async () => {
    const client = provider();
    const { checkoutUrl } = await client.initialize({
      reference: 'plt-test-1',
      amountKobo: 250_050,
      email: 'payer@example.com',
      callbackUrl: 'http://localhost:3000/billing',
      metadata: { invoice: 'INV-0001' },
    });
    expect(checkoutUrl).toBe('https://checkout.paystack.com/plt-test-1');
    expect(paystack.transactions.get('plt-test-1')).toMatchObject({ amount: 250_050, currency: 'NGN' });
    expect(await client.verify('plt-test-1')).toMatchObject({ status: 'pending', amountKobo: 250_050 });
    paystack.charge('plt-test-1');
    expect(await client.verify('plt-test-1')).toMatchObject({
      reference: 'plt-test-1',
      status: 'success',
      amountKobo: 250_050,
      currency: 'NGN',
      gatewayResponse: 'Approved',
    });
  });

  it('treats a wrong key, an error answer or no answer as an unavailable provider', async () => {
    const wrongKey = new PaystackProvider({ secretKey: 'sk_wrong', baseUrl: paystack.baseUrl });
    await expect(wrongKey.verify('plt-test-1')).rejects.toBeInstanceOf(ProviderUnavailable);
    paystack.failWith = 503;
    await expect(provider().verify('plt-test-1')).rejects.toThrow(
      'Paystack answered 503: Service unavailable',
    );
    paystack.failWith = null;
    const nobody = new PaystackProvider({ secretKey, baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    await expect(nobody.verify('plt-test-1')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('accepts only the HMAC-SHA512 of the exact body with the secret key', () => {
    const client = provider();
    const { body, signature } = paystack.charge('plt-test-1');
    expect(client.verifyWebhookSignature(body, signature)).toBe(true);
    expect(client.verifyWebhookSignature(`${body} `, signature)).toBe(false);
    const flipped = `${signature.startsWith('0') ? '1' : '0'}${signature.slice(1)}`;
    expect(client.verifyWebhookSignature(body, flipped)).toBe(false);
    expect(client.verifyWebhookSignature(body, undefined)).toBe(false);
    expect(client.verifyWebhookSignature(body, 'abc')).toBe(false);
  });
});

describe('POST /api/payments/webhook/', () => {
  it('records a signed charge as paid and applies its effect', async () => {
    const { payment, invoice } = await aPayment();
    expect(payment.checkoutUrl).toBe(`https://checkout.paystack.com/${payment.reference}`);
    const response = await deliver(paystack.charge(payment.reference));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'processed' });
    expect(await statusOf(payment.reference)).toBe('SUCCESS');
    expect(await invoiceStatus(invoice.id)).toBe('PAID');
    expect(await chargesOf(h.db, payment.id)).toBe(1);
  });

  it('refuses an unsigned or wrongly signed webhook and changes nothing', async () => {
    const { payment } = await aPayment();
    const { body } = paystack.charge(payment.reference);
    const unsigned = await deliver({ body });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ message: 'The webhook signature is missing or wrong.' });
    const forged = await deliver({ body, signature: 'f'.repeat(128) });
    expect(forged.status).toBe(401);
    expect(await statusOf(payment.reference)).toBe('PENDING');
  });

  it('handles the same event three times once', async () => {
    const { payment } = await aPayment();
    const delivery = paystack.charge(payment.reference);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await (await deliver(delivery)).json());
    expect(answers).toEqual([{ status: 'processed' }, { status: 'duplicate' }, { status: 'duplicate' }]);
    expect(await chargesOf(h.db, payment.id)).toBe(1);
    expect(await h.db.prisma.paymentEvent.count({ where: { reference: payment.reference } })).toBe(1);
  });

  it('applies parallel duplicate deliveries once', async () => {
    const { payment } = await aPayment();
    const delivery = paystack.charge(payment.reference);
    const answers = await Promise.all(
      Array.from(
        { length: 6 },
        async () => ((await (await deliver(delivery)).json()) as { status: string }).status,
      ),
    );
    expect(answers.filter((status) => status === 'processed')).toHaveLength(1);
    expect(await chargesOf(h.db, payment.id)).toBe(1);
    expect(await statusOf(payment.reference)).toBe('SUCCESS');
  });

  it('does not mark paid a charge of another amount', async () => {
    const { payment, invoice } = await aPayment();
    await deliver(paystack.charge(payment.reference, { amount: 100 }));
    const stored = await h.db.prisma.payment.findUniqueOrThrow({ where: { reference: payment.reference } });
    expect(stored).toMatchObject({ status: 'FAILED', failure: amountMismatch });
    expect(await invoiceStatus(invoice.id)).toBe('PENDING');
    expect(await chargesOf(h.db, payment.id)).toBe(0);
  });

  it('answers 200 to a signed body that is not an event, keeps it once and changes nothing', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const response = await deliver({ body, signature: signWebhook(secretKey, body) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ignored' });
    const again = await deliver({ body, signature: signWebhook(secretKey, body) });
    expect(await again.json()).toEqual({ status: 'duplicate' });
  });
});

describe('POST /api/payments/{reference}/verify/', () => {
  it('records the charge on the payer’s return; the later webhook changes nothing', async () => {
    const { user, payment } = await aPayment();
    const token = await logIn(h.app, user);
    const delivery = paystack.charge(payment.reference);
    const response = await h.app.request(`/api/payments/${payment.reference}/verify/`, {
      method: 'POST',
      ...bearer(token),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      reference: payment.reference,
      status: 'Paid',
      amount_kobo: 1_075_000,
      currency: 'NGN',
      failure: null,
      refunded: null,
    });
    expect((await (await deliver(delivery)).json()) as unknown).toEqual({ status: 'processed' });
    expect(await chargesOf(h.db, payment.id)).toBe(1);
  });

  it('leaves a declined attempt Failed with the reason; a new attempt can succeed', async () => {
    const { user, payment, start } = await aPayment();
    const token = await logIn(h.app, user);
    paystack.charge(payment.reference, { status: 'failed' });
    const verify = (reference: string) =>
      h.app.request(`/api/payments/${reference}/verify/`, { method: 'POST', ...bearer(token) });
    expect(await (await verify(payment.reference)).json()).toMatchObject({
      status: 'Failed',
      failure: 'Declined',
    });
    const retry = await start();
    expect(retry.reference).not.toBe(payment.reference);
    paystack.charge(retry.reference);
    expect(await (await verify(retry.reference)).json()).toMatchObject({ status: 'Paid' });
  });

  it('hides another account’s payment behind 404', async () => {
    const { payment } = await aPayment();
    const stranger = await logIn(h.app, await createUser(h.db));
    const response = await h.app.request(`/api/payments/${payment.reference}/verify/`, {
      method: 'POST',
      ...bearer(stranger),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Payment not found.' });
  });

  it('answers 503 and charges nothing when Paystack is down at the start', async () => {
    const user = await createUser(h.db);
    const { payable } = await anInvoice(h.db, user.id);
    paystack.failWith = 500;
    const start = startPayment(h.deps, {
      payerId: user.id,
      purpose: 'invoice',
      pays: [{ payable, amountKobo: 'open' }],
      returnPath: '/billing',
    });
    await expect(start).rejects.toMatchObject({
      status: 503,
      message: 'The payment provider could not be reached. Nothing was charged; try again in a moment.',
    });
    paystack.failWith = null;
    expect(await h.db.prisma.payment.findFirstOrThrow({ where: { payerId: user.id } })).toMatchObject({
      status: 'FAILED',
    });
  });
});

describe('an attempt left at the checkout (Paystack: abandoned is not final)', () => {
  const verify = (reference: string, token: string) =>
    h.app.request(`/api/payments/${reference}/verify/`, { method: 'POST', ...bearer(token) });

  it('an early return, then Pay again: the old reference is asked first and handed out again, no new one', async () => {
    const { user, payment, start, invoice } = await aPayment();
    const token = await logIn(h.app, user);
    paystack.abandon(payment.reference);
    expect(await (await verify(payment.reference, token)).json()).toMatchObject({ status: 'Abandoned' });

    const calls = paystack.calls.length;
    const again = await start();
    expect(again.reference).toBe(payment.reference);
    expect(paystack.calls.slice(calls)).toEqual([`GET /transaction/verify/${payment.reference}`]);
    // The old checkout is still the one to pay, and paying it settles the invoice once.
    await deliver(paystack.charge(payment.reference));
    expect(await invoiceStatus(invoice.id)).toBe('PAID');
    await expect(start()).rejects.toMatchObject({ message: 'This invoice is already paid.' });
  });

  it('an abandoned checkout the payer paid meanwhile (its webhook lost) is recorded before any new checkout', async () => {
    const { user, payment, start, invoice } = await aPayment();
    const token = await logIn(h.app, user);
    paystack.abandon(payment.reference);
    await verify(payment.reference, token);
    paystack.charge(payment.reference);
    await expect(start()).rejects.toMatchObject({ message: 'This invoice is already paid.' });
    expect(await statusOf(payment.reference)).toBe('SUCCESS');
    expect(await invoiceStatus(invoice.id)).toBe('PAID');
  });
});

describe('an overpayment goes back through Paystack', () => {
  it('two tabs paid before either webhook: charged once, the excess refunded with POST /refund', async () => {
    const { user, payment, invoice } = await aPayment();
    const second = await aSecondAttempt(h.deps, user.id, `invoice:${invoice.id}`, 1_075_000);
    const first = paystack.charge(payment.reference);
    const other = paystack.charge(second.reference);
    await deliver(other);
    await deliver(first);
    expect(await invoiceStatus(invoice.id)).toBe('PAID');
    expect(paystack.refunds).toContainEqual(
      expect.objectContaining({ transaction: payment.reference, amount: 1_075_000 }),
    );
    expect(paystack.refunds.filter((refund) => refund.transaction === second.reference)).toEqual([]);
  });

  it('a refund Paystack cannot take now stays to be asked again, and is asked once it can', async () => {
    const { user, payment, invoice } = await aPayment();
    const second = await aSecondAttempt(h.deps, user.id, `invoice:${invoice.id}`, 1_075_000);
    await deliver(paystack.charge(payment.reference));
    const late = paystack.charge(second.reference);
    const { issueRefunds } = await import('../src/billing/payments/refunds.js');
    const verifyFirst = provider();
    // Paystack answers the verification, then is down for the refund.
    const charge = await verifyFirst.verify(second.reference);
    paystack.failWith = 503;
    const { recordCharge } = await import('../src/billing/payments/settle-payment.js');
    await recordCharge(h.deps, charge, new Date());
    expect(await h.db.prisma.refund.findFirstOrThrow({ where: { paymentId: second.id } })).toMatchObject({
      status: 'PENDING',
    });
    paystack.failWith = null;
    await issueRefunds(h.deps);
    expect(await h.db.prisma.refund.findFirstOrThrow({ where: { paymentId: second.id } })).toMatchObject({
      status: 'REFUNDED',
    });
    expect(paystack.refunds.filter((refund) => refund.transaction === second.reference)).toHaveLength(1);
    expect((await (await deliver(late)).json()) as unknown).toEqual({ status: 'processed' });
  });
});

describe('the webhook answers as Paystack expects', () => {
  const signed = (body: string) => deliver({ body, signature: signWebhook(secretKey, body) });

  it('answers 200 to a signed event without an id or reference (customeridentification.failed) and keeps it', async () => {
    const body = JSON.stringify({
      event: 'customeridentification.failed',
      data: {
        customer_id: 82796315,
        customer_code: 'CUS_XXXXXXXXXXXXXXX',
        email: 'email@email.com',
        identification: { country: 'NG', type: 'bank_account', bvn: '123*****456', bank_code: '999991' },
        reason: 'Account number or BVN is incorrect',
      },
    });
    const response = await signed(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ignored' });
    expect(await h.db.prisma.paymentEvent.count({ where: { event: 'customeridentification.failed' } })).toBe(
      1,
    );
  });

  it('answers 200, never a 500, to a NUL in a signed event’s reference, event or id', async () => {
    for (const body of [
      JSON.stringify({ event: 'charge.success', data: { id: 1, reference: 'plt-\u0000x' } }),
      JSON.stringify({ event: 'charge.\u0000success', data: { id: 2, reference: 'plt-x' } }),
      JSON.stringify({ event: 'charge.success', data: { id: '3\u0000', reference: 'plt-x' } }),
      'not json at all \u0000',
    ]) {
      const response = await signed(body);
      expect(response.status, body).toBe(200);
    }
  });

  it('answers 200 and ignores a charge of a reference that is not ours, without asking Paystack', async () => {
    const calls = paystack.calls.length;
    const response = await signed(
      JSON.stringify({ event: 'charge.success', data: { id: 9, reference: 'plt-unknown' } }),
    );
    expect(await response.json()).toEqual({ status: 'ignored' });
    expect(paystack.calls.length).toBe(calls);
  });

  it('with an allow-list, refuses an address it does not name (403) before reading anything', async () => {
    h.deps.webhookSourceIps = PAYSTACK_WEBHOOK_IPS;
    try {
      const { payment } = await aPayment();
      const response = await deliver(paystack.charge(payment.reference));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: 'This address may not deliver the payment provider’s webhooks.',
      });
      expect(await statusOf(payment.reference)).toBe('PENDING');
    } finally {
      h.deps.webhookSourceIps = null;
    }
  });

  it('verifies later a charge Paystack could not be asked about: 200 deferred, nothing stored', async () => {
    const { payment } = await aPayment();
    const delivery = paystack.charge(payment.reference);
    paystack.failWith = 503;
    const response = await deliver(delivery);
    paystack.failWith = null;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'deferred' });
    expect(await statusOf(payment.reference)).toBe('PENDING');
    expect((await (await deliver(delivery)).json()) as unknown).toEqual({ status: 'processed' });
  });
});
