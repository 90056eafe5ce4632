import { describe, expect, it } from 'vitest';
import { paymentsFromEnv, paymentsOffMessages } from '../src/billing/payments/payments-from-env.js';
import { startPayment } from '../src/billing/payments/start-payment.js';
import { createUser, useHarness } from './support/harness.js';
import { anInvoice, chargesOf } from './support/payables.js';

/* The embedded provider of a machine without Paystack keys: its checkout page, Pay and Decline. */

const h = useHarness();

const start = async () => {
  const payer = await createUser(h.db);
  const { invoice, payable } = await anInvoice(h.db, payer.id);
  return startPayment(h.deps, {
    payerId: payer.id,
    purpose: 'invoice',
    invoiceId: invoice.id,
    pays: [{ payable, amountKobo: 'open' }],
    returnPath: '/billing?paid=1',
  });
};

const post = (path: string) => h.app.request(path, { method: 'POST' });
const pathOf = (url: string) => new URL(url).pathname;

describe('the embedded test checkout', () => {
  it('shows the amount with Pay and Decline', async () => {
    const payment = await start();
    expect(pathOf(payment.checkoutUrl)).toMatch(
      new RegExp(`^/api/payments/test-checkout/${payment.reference}/[\\w-]{24}$`),
    );
    const page = await h.app.request(pathOf(payment.checkoutUrl));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('₦10,750');
    expect(html).toContain('>Pay ₦10,750</button>');
    expect(html).toContain('>Decline</button>');
    // An icon of none: the browser does not ask for /favicon.ico (a 404 in the payer's console).
    expect(html).toContain('<link rel="icon" href="data:,">');
  });

  it('Pay sends the signed webhook to our route and the payer back with the reference, once', async () => {
    const payment = await start();
    const paid = await post(`${pathOf(payment.checkoutUrl)}/pay`);
    expect(paid.status).toBe(303);
    const back = `trxref=${payment.reference}&reference=${payment.reference}`;
    expect(paid.headers.get('Location')).toBe(`http://localhost:3000/api/payments/return/?${back}`);
    // Our return address sends the payer on to the page Pay was pressed on.
    const onward = await h.app.request(`/api/payments/return/?${back}`);
    expect(onward.status).toBe(303);
    expect(onward.headers.get('Location')).toBe(`/billing?paid=1&${back}`);
    expect(await h.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'SUCCESS',
    });
    expect(await h.db.prisma.paymentEvent.count({ where: { reference: payment.reference } })).toBe(1);
    await post(`${pathOf(payment.checkoutUrl)}/pay`);
    expect(await chargesOf(h.db, payment.id)).toBe(1);
    expect(
      await h.db.prisma.invoice.findUniqueOrThrow({ where: { id: payment.invoiceId ?? '' } }),
    ).toMatchObject({ status: 'PAID' });
    expect(await (await h.app.request(pathOf(payment.checkoutUrl))).text()).toContain(
      'This payment is paid.',
    );
  });

  it('Decline fails the charge; nothing is paid', async () => {
    const payment = await start();
    const declined = await post(`${pathOf(payment.checkoutUrl)}/decline`);
    expect(declined.status).toBe(303);
    expect(await h.deps.payments.verify(payment.reference)).toMatchObject({ status: 'failed' });
    expect(await h.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'PENDING',
    });
  });

  it('sends a browser back from a return it cannot place to billing, never JSON', async () => {
    const payment = await start();
    const long = 'x'.repeat(201);
    for (const query of [
      '',
      `?reference=${payment.reference}&reference=other`,
      `?reference=${long}`,
      '?reference=%00',
      '?trxref=plt-nothing',
    ]) {
      const back = await h.app.request(`/api/payments/return/${query}`);
      expect(back.status, query).toBe(303);
      expect(back.headers.get('Location'), query).toBe('/billing?checkout=unknown');
    }
  });

  it('answers 404 for an unknown reference', async () => {
    expect((await h.app.request('/api/payments/test-checkout/plt-nothing/abc')).status).toBe(404);
  });

  it('opens only with the access code given to the payer: a reference alone pays nothing (issue #32, finding 8)', async () => {
    const payment = await start();
    const byReference = `/api/payments/test-checkout/${payment.reference}`;
    const wrongCode = `${byReference}/${'A'.repeat(24)}`;
    for (const path of [byReference, wrongCode]) {
      expect((await h.app.request(path)).status).toBe(404);
      expect((await post(`${path}/pay`)).status).toBe(404);
    }
    expect(await h.deps.payments.verify(payment.reference)).toMatchObject({ status: 'pending' });
    expect((await post(`${pathOf(payment.checkoutUrl)}/pay`)).status).toBe(303);
  });

  it('is off on a development server that listens beyond this machine', async () => {
    const payments = paymentsFromEnv(
      { PAYSTACK_SECRET_KEY: undefined, PAYSTACK_BASE_URL: 'https://api.paystack.co' },
      {
        prisma: h.db.prisma,
        appSecret: 'x'.repeat(32),
        publicUrl: 'http://0.0.0.0:3000',
        production: false,
        listensOnLoopback: false,
      },
    );
    expect(payments.name).toBe('none');
    expect(() => payments.verify('plt-1')).toThrow(paymentsOffMessages.notLoopback);
  });
});
