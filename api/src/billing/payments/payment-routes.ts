import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { Payment, PaymentAllocation } from '@platform/prisma';
import { RECEIPT_MESSAGES, receiptOf, receiptPdf } from '../subscriptions/receipts.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { createRouter } from '../../platform/http/router.js';
import { ProviderUnavailable } from './payment-provider.js';
import { PaymentSchema, paymentView } from './payment-views.js';
import { receiveWebhook } from './payment-webhook.js';
import { mayPay } from './payables.js';
import { returnLocation, unknownReturnLocation } from './payment-return.js';
import { recordCharge } from './settle-payment.js';
import { isReference, providerUnavailableMessage } from './start-payment.js';

const ReferenceParams = z.object({
  reference: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'reference', in: 'path' } }),
});

export const paymentNotFound = 'Payment not found.';

/** The payer, or anyone who may pay what the attempt pays (they are handed the same checkout). */
async function maySee(
  deps: AppDeps,
  userId: string,
  payment: Payment & { allocations: PaymentAllocation[] },
) {
  if (payment.payerId === userId) return true;
  for (const { payable } of payment.allocations) if (await mayPay(deps.prisma, userId, payable)) return true;
  return false;
}

const withRefunds = (deps: AppDeps, id: string) =>
  deps.prisma.payment.findUniqueOrThrow({ where: { id }, include: { refunds: true } });

/** Paystack's event as it arrives: what it is about, and the transaction (charge or transfer) it concerns. */
const WebhookEventDocument = {
  type: 'object' as const,
  required: ['event', 'data'],
  properties: {
    event: {
      type: 'string' as const,
      description:
        'What happened; acted on: charge.success, transfer.success, transfer.failed and transfer.reversed',
      example: 'charge.success',
    },
    data: {
      type: 'object' as const,
      required: ['id', 'reference'],
      additionalProperties: true,
      properties: {
        id: { description: "The provider's id of the transaction (a number or a string)" },
        reference: { type: 'string' as const, description: 'Our reference of the payment or payout' },
      },
    },
  },
};

export function paymentRoutes(deps: AppDeps) {
  const signedIn = requireSession(deps);
  const router = createRouter<AuthEnv>();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/payments/webhook/',
      tags: ['Payments'],
      operationId: 'receivePaymentWebhook',
      summary: 'Receive a payment provider event',
      description:
        'The payment provider’s webhook (Paystack’s shape, signed with x-paystack-signature). HMAC-SHA512 of the raw body with the secret key, hex, in `x-paystack-signature`. Each event is handled once: a repeated delivery answers `duplicate` and changes nothing. Every correctly signed event is answered 200: one we do not act on is kept and `ignored`; `deferred` when the provider could not be asked about the charge. 403 from an address PAYSTACK_WEBHOOK_IPS does not list.',
      security: [{}],
      request: {
        headers: z.object({ 'x-paystack-signature': z.string().optional() }),
        // A plain schema, so it is documented but not validated here: the signature over the raw bytes is
        // checked first, then payment-webhook.ts reads the event.
        body: { required: true, content: { 'application/json': { schema: WebhookEventDocument } } },
      },
      responses: {
        200: {
          description: 'Received',
          content: json(z.object({ status: z.enum(['processed', 'duplicate', 'ignored', 'deferred']) })),
        },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => {
      // The signature covers the bytes as sent, not the body as parsed.
      const raw = await c.req.raw.clone().text();
      const status = await receiveWebhook(deps, raw, c.req.header('x-paystack-signature'), c.var.limits.ip);
      return c.json({ status }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/payments/{reference}/verify/',
      tags: ['Payments'],
      operationId: 'verifyPayment',
      summary: 'Verify a payment',
      description:
        'How the caller’s payment ended, asked of the provider (the return from checkout). Records a verified charge exactly once, as the webhook does. Seen by the payer and by whoever may pay what it pays (the same checkout is handed to every one of them).',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: ReferenceParams },
      responses: {
        200: { description: 'The payment as it now stands', content: json(PaymentSchema) },
        ...errorResponses(401, 404, 503),
      },
    }),
    async (c) => {
      const { userId } = c.get('session');
      const { reference } = c.req.valid('param');
      const payment = isReference(reference)
        ? await deps.prisma.payment.findUnique({ where: { reference }, include: { allocations: true } })
        : null;
      if (!payment || !(await maySee(deps, userId, payment))) throw new ApiError(404, paymentNotFound);
      // Abandoned is not final at the provider: the payer may still pay that checkout.
      if (payment.status === 'SUCCESS' || payment.status === 'FAILED') {
        return c.json(paymentView(await withRefunds(deps, payment.id)), 200);
      }
      const charge = await deps.payments.verify(reference).catch((error: unknown) => {
        if (error instanceof ProviderUnavailable) throw new ApiError(503, providerUnavailableMessage);
        throw error;
      });
      await recordCharge(deps, charge, deps.now());
      return c.json(paymentView(await withRefunds(deps, payment.id)), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/payments/{reference}/receipt/',
      tags: ['Payments'],
      operationId: 'downloadPaymentReceipt',
      summary: 'Download a payment receipt',
      description:
        'The receipt of a verified payment as a PDF (the one its payer was e-mailed). Seen by the payer and by whoever may pay what it pays; 409 while it is not paid.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: ReferenceParams },
      responses: {
        200: { description: 'application/pdf', content: { 'application/pdf': { schema: z.string() } } },
        ...errorResponses(401, 404, 409),
      },
    }),
    async (c) => {
      const { reference } = c.req.valid('param');
      const payment = isReference(reference)
        ? await deps.prisma.payment.findUnique({ where: { reference }, include: { allocations: true } })
        : null;
      if (!payment || !(await maySee(deps, c.get('session').userId, payment)))
        throw new ApiError(404, paymentNotFound);
      const receipt = await receiptOf(deps.prisma, payment.id);
      if (!receipt) throw new ApiError(409, RECEIPT_MESSAGES.notPaid);
      return c.body(receiptPdf(receipt, deps.seller), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="receipt-${reference}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/payments/return/',
      tags: ['Payments'],
      operationId: 'returnFromCheckout',
      summary: 'Return from the checkout',
      description:
        'Where the provider sends the payer back: on to the page Pay was last pressed on. The checkout’s return address (`callback_url`). Answers 303 to that page with `?trxref=&reference=`, which then verifies the payment; `/billing?checkout=unknown` (which says it could not tell the payment) for an unknown reference or a return the provider never sends.',
      security: [{}],
      request: {
        query: z.object({
          reference: z.string().max(200).optional(),
          trxref: z.string().max(200).optional(),
        }),
      },
      responses: {
        303: { description: 'On to the page that verifies the payment' },
      },
    }),
    async (c) => {
      const { reference, trxref } = c.req.valid('query');
      return c.redirect(await returnLocation(deps.prisma, reference ?? trxref), 303);
    },
    // A return the provider never sends (e.g. a parameter twice) is a browser still: it lands where an unknown reference does.
    (result, c) => (result.success ? undefined : c.redirect(unknownReturnLocation, 303)),
  );
  return router;
}
