import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaystackProvider } from '../src/billing/payments/paystack-provider.js';
import { SAVED_CARD_MESSAGES } from '../src/billing/payments/saved-authorization.js';
import { FakePaystack } from './support/fake-paystack.js';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';
import { expectLedgerHolds } from './support/payables.js';

/*
 * The account's saved card against Paystack's protocol (a local Paystack over HTTP): a card payment keeps its
 * reusable authorization, added seats charge it with /transaction/charge_authorization, a card that fails
 * falls back to the checkout, and the owner removes it.
 */

const secretKey = 'sk_test_0123456789abcdef0123456789abcdef01234567';
const paystack = new FakePaystack(secretKey);
beforeAll(() => paystack.start());
afterAll(() => paystack.stop());

const h = useHarness(() => ({
  payments: new PaystackProvider({ secretKey, baseUrl: paystack.baseUrl, timeoutMs: 2000 }),
}));
afterAll(() => expectLedgerHolds(h.db));

interface SeatsAnswer {
  status: 'checkout' | 'paid';
  message?: string;
  payment: { reference: string; status: string; checkout_url: string; failure: string | null };
}

const addSeat = async (token: string) => {
  const answer = await postJson(
    h.app,
    '/api/billing/seats/',
    { count: 1, billing: 'monthly' },
    `Bearer ${token}`,
  );
  expect(answer.status).toBe(200);
  return (await answer.json()) as SeatsAnswer;
};

const seatsIncluded = async (token: string) =>
  ((await (await h.app.request('/api/billing/seats/', bearer(token))).json()) as { included: number })
    .included;

const savedCard = async (token: string) =>
  ((await (await h.app.request('/api/billing/saved-card/', bearer(token))).json()) as { card: unknown }).card;

/** An owner who bought a seat at Paystack's checkout with a reusable card. */
async function ownerWithCard() {
  const owner = await createUser(h.db);
  const token = await logIn(h.app, owner);
  const first = await addSeat(token);
  expect(first.status).toBe('checkout');
  paystack.charge(first.payment.reference);
  const verified = await h.app.request(`/api/payments/${first.payment.reference}/verify/`, {
    method: 'POST',
    ...bearer(token),
  });
  expect(((await verified.json()) as { status: string }).status).toBe('Paid');
  return { owner, token };
}

describe('the saved card (Paystack)', () => {
  it('keeps the card of a checkout payment and shows it without its authorization code', async () => {
    const { owner, token } = await ownerWithCard();
    const card = await savedCard(token);
    expect(card).toEqual({
      card_type: 'Visa',
      last4: '4081',
      exp_month: '12',
      exp_year: '2030',
      bank: 'TEST BANK',
      saved_at: expect.any(String),
    });
    const stored = await h.db.prisma.savedAuthorization.findUniqueOrThrow({ where: { ownerId: owner.id } });
    expect(stored).toMatchObject({ provider: 'paystack', email: owner.email });
    expect(JSON.stringify(card)).not.toContain(stored.code);
  });

  it('charges added seats to it with charge_authorization: Paid before the answer, the seat counts at once', async () => {
    const { owner, token } = await ownerWithCard();
    const before = await seatsIncluded(token);
    const calls = paystack.calls.length;
    const answer = await addSeat(token);
    expect(answer).toMatchObject({
      status: 'paid',
      message: 'Paid with your saved Visa card ending 4081.',
      payment: { status: 'Paid' },
    });
    expect(paystack.calls.slice(calls)).toEqual(['POST /transaction/charge_authorization']);
    const charged = paystack.transactions.get(answer.payment.reference);
    expect(charged).toMatchObject({ status: 'success', email: owner.email });
    expect(await seatsIncluded(token)).toBe(before + 1);
    const payment = await h.db.prisma.payment.findUniqueOrThrow({
      where: { reference: answer.payment.reference },
    });
    expect(payment).toMatchObject({ method: 'authorization', status: 'SUCCESS', checkoutUrl: '' });
    expect(BigInt(charged?.amount ?? 0)).toBe(payment.amountKobo);
  });

  it('falls back to the checkout when the card is declined; the declined attempt stays Failed with the reason', async () => {
    const { owner, token } = await ownerWithCard();
    const stored = await h.db.prisma.savedAuthorization.findUniqueOrThrow({ where: { ownerId: owner.id } });
    paystack.declining.add(stored.code);
    const before = await seatsIncluded(token);
    const answer = await addSeat(token);
    expect(answer.status).toBe('checkout');
    expect(answer.payment.checkout_url).toBe(`https://checkout.paystack.com/${answer.payment.reference}`);
    const attempts = await h.db.prisma.payment.findMany({
      where: { payerId: owner.id, method: 'authorization' },
    });
    expect(attempts.map((attempt) => [attempt.status, attempt.failure])).toEqual([
      ['FAILED', 'Insufficient Funds'],
    ]);
    expect(await seatsIncluded(token)).toBe(before);
    // Paid at the checkout, the seat comes.
    paystack.charge(answer.payment.reference);
    await h.app.request(`/api/payments/${answer.payment.reference}/verify/`, {
      method: 'POST',
      ...bearer(token),
    });
    expect(await seatsIncluded(token)).toBe(before + 1);
  });

  it('falls back to the checkout when Paystack refuses the authorization', async () => {
    const { owner, token } = await ownerWithCard();
    await h.db.prisma.savedAuthorization.update({
      where: { ownerId: owner.id },
      data: { code: 'AUTH_unknown' },
    });
    const answer = await addSeat(token);
    expect(answer.status).toBe('checkout');
    expect(answer.payment.checkout_url).toMatch(/^https:\/\/checkout\.paystack\.com\//);
  });

  it('the owner removes it: renewals and seats go to the checkout again; removing twice is 404', async () => {
    const { owner, token } = await ownerWithCard();
    const removed = await h.app.request('/api/billing/saved-card/', { method: 'DELETE', ...bearer(token) });
    expect([removed.status, await removed.json()]).toEqual([
      200,
      { message: SAVED_CARD_MESSAGES.removed, card: null },
    ]);
    expect(await savedCard(token)).toBeNull();
    expect(await h.db.prisma.savedAuthorization.count({ where: { ownerId: owner.id } })).toBe(0);
    expect((await addSeat(token)).status).toBe('checkout');
    const again = await h.app.request('/api/billing/saved-card/', { method: 'DELETE', ...bearer(token) });
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([
      404,
      SAVED_CARD_MESSAGES.none,
    ]);
  });

  it('is each account’s own: someone else sees none and cannot remove it', async () => {
    await ownerWithCard();
    const stranger = await logIn(h.app, await createUser(h.db));
    expect(await savedCard(stranger)).toBeNull();
    const removed = await h.app.request('/api/billing/saved-card/', {
      method: 'DELETE',
      ...bearer(stranger),
    });
    expect(removed.status).toBe(404);
    expect((await h.app.request('/api/billing/saved-card/')).status).toBe(401);
  });
});
