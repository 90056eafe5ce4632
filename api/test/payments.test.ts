import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailable } from '../src/payments/payment-provider.js';
import { PaystackProvider } from '../src/payments/paystack-provider.js';
import { amountMismatch } from '../src/payments/settle-payment.js';
import { settlements } from '../src/payments/settlements.js';
import { startPayment } from '../src/payments/start-payment.js';
import { FakePaystack } from './support/fake-paystack.js';
import { bearer, createUser, logIn, useHarness } from './support/harness.js';

const secretKey = 'sk_test_0123456789abcdef0123456789abcdef01234567';
const paystack = new FakePaystack(secretKey);
beforeAll(() => paystack.start());
afterAll(() => paystack.stop());

const provider = () => new PaystackProvider({ secretKey, baseUrl: paystack.baseUrl, timeoutMs: 2000 });
const h = useHarness(() => ({ payments: provider() }));

/** A settlement that only counts how often it ran: the "effect" of these payments. */
let effects = 0;
settlements['counted'] = async () => {
  effects += 1;
};

async function aPayment(amountKobo = 1_075_000) {
  const user = await createUser(h.db);
  const payment = await startPayment(h.deps, {
    payerId: user.id,
    purpose: 'counted',
    amountKobo,
    returnPath: '/billing',
  });
  return { user, payment };
}

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
    const { payment } = await aPayment();
    expect(payment.checkoutUrl).toBe(`https://checkout.paystack.com/${payment.reference}`);
    const before = effects;
    const response = await deliver(paystack.charge(payment.reference));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'processed' });
    expect(await statusOf(payment.reference)).toBe('SUCCESS');
    expect(effects - before).toBe(1);
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
    const before = effects;
    const delivery = paystack.charge(payment.reference);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await (await deliver(delivery)).json());
    expect(answers).toEqual([{ status: 'processed' }, { status: 'duplicate' }, { status: 'duplicate' }]);
    expect(effects - before).toBe(1);
    expect(await h.db.prisma.paymentEvent.count({ where: { reference: payment.reference } })).toBe(1);
  });

  it('applies parallel duplicate deliveries once', async () => {
    const { payment } = await aPayment();
    const before = effects;
    const delivery = paystack.charge(payment.reference);
    const answers = await Promise.all(
      Array.from(
        { length: 6 },
        async () => ((await (await deliver(delivery)).json()) as { status: string }).status,
      ),
    );
    expect(answers.filter((status) => status === 'processed')).toHaveLength(1);
    expect(effects - before).toBe(1);
    expect(await statusOf(payment.reference)).toBe('SUCCESS');
  });

  it('does not mark paid a charge of another amount', async () => {
    const { payment } = await aPayment(1_000_000);
    const before = effects;
    await deliver(paystack.charge(payment.reference, { amount: 100 }));
    const stored = await h.db.prisma.payment.findUniqueOrThrow({ where: { reference: payment.reference } });
    expect(stored).toMatchObject({ status: 'FAILED', failure: amountMismatch });
    expect(effects - before).toBe(0);
  });

  it('answers 400 for a signed body that is not an event', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const { signWebhook } = await import('../src/payments/webhook-signature.js');
    const response = await deliver({ body, signature: signWebhook(secretKey, body) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The webhook body is not an event.' });
  });
});

describe('POST /api/payments/{reference}/verify/', () => {
  it('records the charge on the payer’s return; the later webhook changes nothing', async () => {
    const { user, payment } = await aPayment();
    const token = await logIn(h.app, user);
    const before = effects;
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
    });
    expect((await (await deliver(delivery)).json()) as unknown).toEqual({ status: 'processed' });
    expect(effects - before).toBe(1);
  });

  it('leaves a declined attempt Failed with the reason; a new attempt can succeed', async () => {
    const { user, payment } = await aPayment();
    const token = await logIn(h.app, user);
    paystack.charge(payment.reference, { status: 'failed' });
    const verify = (reference: string) =>
      h.app.request(`/api/payments/${reference}/verify/`, { method: 'POST', ...bearer(token) });
    expect(await (await verify(payment.reference)).json()).toMatchObject({
      status: 'Failed',
      failure: 'Declined',
    });
    const retry = await startPayment(h.deps, {
      payerId: user.id,
      purpose: 'counted',
      amountKobo: 1_075_000,
      returnPath: '/billing',
    });
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
    paystack.failWith = 500;
    const start = startPayment(h.deps, {
      payerId: user.id,
      purpose: 'counted',
      amountKobo: 500,
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
