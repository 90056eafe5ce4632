import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { formatNaira } from '../subscriptions/money.js';
import type { AppEnv } from '../../platform/http/app-env.js';
import { isReference } from './start-payment.js';
import { isCheckoutAccessCode, TestCheckoutProvider } from './test-checkout-provider.js';
import { signWebhook } from './webhook-signature.js';

/*
 * The embedded provider's checkout page (not part of our API: it stands where Paystack's page would be,
 * so it is not in the OpenAPI document). Pay records the charge on the provider's side, posts Paystack's
 * `charge.success` webhook, signed, to our webhook route, then sends the payer back like Paystack does.
 * Decline fails the charge and sends no webhook (Paystack sends none for a declined card).
 */

/** Sends a request through the whole app, as the provider's HTTP call would arrive. */
export type Deliver = (request: Request) => Promise<Response>;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** No icon of its own: saying so keeps the browser from asking for /favicon.ico, a 404 in its console. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;background:#f4f6fa;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:32px;width:min(400px,90vw);box-shadow:0 4px 24px #0002}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:16px 0}
.note{color:#555;font-size:14px}form{display:inline}button{font-size:16px;padding:10px 24px;border-radius:8px;border:0;cursor:pointer;margin:16px 8px 0 0}
.pay{background:#0a7c3e;color:#fff}.decline{background:#eee;color:#222}</style></head>
<body><main>${body}</main></body></html>`;
}

/** Paystack's callback: the payer's return address with `trxref` and `reference` added. */
function returnUrl(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

export function testCheckoutRoutes(deps: AppDeps, deliver: Deliver) {
  const routes = new Hono<AppEnv>();
  const provider = deps.payments;
  if (!(provider instanceof TestCheckoutProvider)) return routes;
  const base = '/payments/test-checkout/:reference/:code';
  /** A wrong access code answers like an unknown reference. */
  const opens = (reference: string, code: string) =>
    isReference(reference) && isCheckoutAccessCode(provider.secret, reference, code);
  const find = async (reference: string, code: string) =>
    opens(reference, code) ? deps.prisma.testCheckout.findUnique({ where: { reference } }) : null;

  routes.get(base, async (c) => {
    const { reference, code } = c.req.param();
    const checkout = await find(reference, code);
    if (!checkout) return c.html(page('Payment not found', '<h1>Payment not found</h1>'), 404);
    const amount = formatNaira(Number(checkout.amountKobo));
    const open = checkout.status === 'ongoing';
    const action = `/api/payments/test-checkout/${encodeURIComponent(checkout.reference)}/${code}`;
    return c.html(
      page(
        'Test checkout',
        `<h1>Test checkout</h1><p class="note">Test mode: no real money moves.</p>
<p class="amount">${escape(amount)}</p><p class="note">${escape(checkout.email)}<br>Reference ${escape(checkout.reference)}</p>
${
  open
    ? `<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${escape(amount)}</button></form>
<form method="post" action="${action}/decline"><button class="decline" type="submit">Decline</button></form>`
    : `<p>This payment is ${checkout.status === 'success' ? 'paid' : 'closed'}.</p>`
}`,
      ),
    );
  });

  const finish = (outcome: 'success' | 'failed') =>
    routes.post(`${base}/${outcome === 'success' ? 'pay' : 'decline'}`, async (c) => {
      const { reference, code } = c.req.param();
      const now = deps.now();
      if (!opens(reference, code))
        return c.html(page('Payment not found', '<h1>Payment not found</h1>'), 404);
      const changed = await deps.prisma.testCheckout.updateMany({
        where: { reference, status: 'ongoing' },
        data: { status: outcome, paidAt: outcome === 'success' ? now : null },
      });
      const checkout = await find(reference, code);
      if (!checkout) return c.html(page('Payment not found', '<h1>Payment not found</h1>'), 404);
      if (changed.count === 1 && outcome === 'success') {
        await provider.authorize(reference, checkout.email);
        const body = JSON.stringify({
          event: 'charge.success',
          data: {
            id: checkout.providerId,
            domain: 'test',
            status: 'success',
            reference,
            amount: Number(checkout.amountKobo),
            currency: checkout.currency,
            gateway_response: 'Approved',
            paid_at: now.toISOString(),
            metadata: checkout.metadata,
            customer: { email: checkout.email },
          },
        });
        const answer = await deliver(
          new Request(`${deps.publicUrl}/api/payments/webhook/`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'x-paystack-signature': signWebhook(provider.secret, body),
            },
            body,
          }),
        );
        if (!answer.ok) deps.log(`payments: the test webhook was answered ${answer.status}`);
      }
      return c.redirect(returnUrl(checkout.callbackUrl, reference), 303);
    });
  finish('success');
  finish('failed');
  return routes;
}
