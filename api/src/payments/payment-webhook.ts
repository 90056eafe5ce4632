import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../deps.js';
import { ApiError, unauthorized } from '../http/api-error.js';
import { ProviderUnavailable } from './payment-provider.js';
import { applyCharge, inSettlingTransaction } from './settle-payment.js';

export const WEBHOOK_MESSAGES = {
  unsigned: 'The webhook signature is missing or wrong.',
  malformed: 'The webhook body is not an event.',
} as const;

const EventSchema = z.object({
  event: z.string().min(1),
  data: z.looseObject({ id: z.union([z.number().int(), z.string().min(1)]), reference: z.string().min(1) }),
});

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * A provider's webhook: the signature over the exact bytes received, then the event's key (event and
 * transaction id) is stored in the same transaction as its effect, so a replayed or duplicated delivery,
 * even arriving at the same moment, finds it and changes nothing. The charge itself is asked of the
 * provider: the webhook says where to look, the verification says what happened.
 */
export async function receiveWebhook(
  deps: AppDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!deps.payments.verifyWebhookSignature(rawBody, signature)) {
    // Not a bearer token: the provider signs the body (payment-provider.ts).
    throw unauthorized(WEBHOOK_MESSAGES.unsigned, { challenge: 'Signature realm="payments"' });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new ApiError(400, WEBHOOK_MESSAGES.malformed);
  }
  const result = EventSchema.safeParse(parsed);
  if (!result.success) throw new ApiError(400, WEBHOOK_MESSAGES.malformed);
  const { event, data } = result.data;
  const key = `${event}:${data.id}`;
  const known = await deps.prisma.paymentEvent.findUnique({ where: { key } });
  if (known) return 'duplicate';

  const charge =
    event === 'charge.success'
      ? await deps.payments.verify(data.reference).catch((error: unknown) => {
          if (!(error instanceof ProviderUnavailable)) throw error;
          // Not recorded, so the provider's retry of this delivery is processed later.
          throw new ApiError(503, 'The payment provider could not be reached to verify the charge.');
        })
      : null;
  return inSettlingTransaction(deps, async (tx, mailAfterCommit) => {
    const stored = await tx.paymentEvent.createMany({
      data: [{ key, reference: data.reference, event }],
      skipDuplicates: true,
    });
    if (stored.count === 0) return 'duplicate';
    if (!charge) return 'ignored';
    await applyCharge(tx, charge, deps.now(), mailAfterCommit);
    return 'processed';
  });
}
