import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../auth/bearer-auth.js';
import type { AuthEnv } from '../auth/bearer-auth.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { json } from '../http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../http/openapi-schemas.js';
import { createRouter } from '../http/router.js';
import { ProviderUnavailable } from './payment-provider.js';
import { PaymentSchema, paymentView } from './payment-views.js';
import { receiveWebhook } from './payment-webhook.js';
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

export function paymentRoutes(deps: AppDeps) {
  const signedIn = requireSession(deps);
  return createRouter<AuthEnv>()
    .openapi(
      createRoute({
        method: 'post',
        path: '/payments/webhook/',
        tags: ['Payments'],
        summary: 'The payment provider’s webhook (Paystack’s shape, signed with x-paystack-signature)',
        description:
          'HMAC-SHA512 of the raw body with the secret key, hex, in `x-paystack-signature`. Each event is ' +
          'handled once: a repeated delivery answers `duplicate` and changes nothing.',
        security: [{}],
        // The body is not validated here: the signature over its raw bytes is checked first.
        request: { headers: z.object({ 'x-paystack-signature': z.string().optional() }) },
        responses: {
          200: {
            description: 'Received',
            content: json(z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) })),
          },
          ...errorResponses(400, 401, 503),
        },
      }),
      async (c) => {
        // The signature covers the bytes as sent, not the body as parsed.
        const raw = await c.req.raw.clone().text();
        const status = await receiveWebhook(deps, raw, c.req.header('x-paystack-signature'));
        return c.json({ status }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/payments/{reference}/verify/',
        tags: ['Payments'],
        summary: 'How the caller’s payment ended, asked of the provider (the return from checkout)',
        description: 'Records a verified charge exactly once, as the webhook does. Only the payer sees it.',
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
          ? await deps.prisma.payment.findUnique({ where: { reference } })
          : null;
        if (!payment || payment.payerId !== userId) throw new ApiError(404, paymentNotFound);
        if (payment.status !== 'PENDING') return c.json(paymentView(payment), 200);
        const charge = await deps.payments.verify(reference).catch((error: unknown) => {
          if (error instanceof ProviderUnavailable) throw new ApiError(503, providerUnavailableMessage);
          throw error;
        });
        const recorded = await recordCharge(deps, charge, deps.now());
        return c.json(paymentView(recorded ?? payment), 200);
      },
    );
}
