import { createHash } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.js';
import { ApiError, unauthorized } from '../../platform/http/api-error.js';
import { ProviderUnavailable, TransferNotFound } from './payment-provider.js';
import type { VerifiedCharge, VerifiedTransfer } from './payment-provider.js';
import { settleTransfer } from '../../staff/payouts/payouts.js';
import { applyCharge, inSettlingTransaction } from './settle-payment.js';
import { isReference } from './start-payment.js';

export const WEBHOOK_MESSAGES = {
  unsigned: 'The webhook signature is missing or wrong.',
  notAllowed: 'This address may not deliver the payment provider’s webhooks.',
} as const;

/** What a stored event's key is made of: no NUL nor control characters, a sane length. */
const printable = /^[\x20-\x7e]{1,100}$/;

const EventSchema = z.object({
  event: z.string().regex(printable),
  data: z.looseObject({
    id: z.union([z.number().int(), z.string().regex(printable)]),
    reference: z.string().refine(isReference),
  }),
});

/** Paystack's transfer outcomes: each settles the payout the transfer was for (api/src/staff/payouts/). */
const TRANSFER_EVENTS = ['transfer.success', 'transfer.failed', 'transfer.reversed'];

/** `deferred`: the provider could not be asked about the charge; the payer's return or a later check records it. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'deferred';

/** Text the database can keep: no NUL (PostgreSQL refuses it), at most `max` characters. */
const storable = (text: string, max: number) => text.replace(/\0/g, '').slice(0, max);

/**
 * An event we do not act on (unknown, or without the transaction it would be about, like Paystack's
 * `customeridentification.failed`): kept once, by a digest of the body, and answered 200 so the provider
 * stops sending it.
 */
async function ignore(deps: AppDeps, rawBody: string, parsed: unknown): Promise<WebhookOutcome> {
  const event =
    typeof parsed === 'object' && parsed && 'event' in parsed && typeof parsed.event === 'string'
      ? storable(parsed.event, 100)
      : 'unreadable';
  const digest = createHash('sha256').update(rawBody).digest('hex');
  const stored = await deps.prisma.paymentEvent.createMany({
    data: [{ key: `${event}:sha256:${digest}`, reference: '', event }],
    skipDuplicates: true,
  });
  return stored.count === 0 ? 'duplicate' : 'ignored';
}

/**
 * A provider's webhook, answered as Paystack expects: 401 for a wrong signature, 200 for every correctly
 * signed event, handled or not (anything else makes Paystack send it again for 72 hours). The event's key
 * (event and transaction id) is stored in the same transaction as its effect, so a replayed or duplicated
 * delivery, even at the same moment, finds it and changes nothing. The charge itself is asked of the
 * provider: the webhook says where to look, the verification says what happened. Transfer events of our
 * payouts' references are verified and settled the same way.
 */
export async function receiveWebhook(
  deps: AppDeps,
  rawBody: string,
  signature: string | undefined,
  sourceIp: string,
): Promise<WebhookOutcome> {
  if (deps.webhookSourceIps && !deps.webhookSourceIps.includes(sourceIp)) {
    throw new ApiError(403, WEBHOOK_MESSAGES.notAllowed);
  }
  if (!deps.payments.verifyWebhookSignature(rawBody, signature)) {
    // Not a bearer token: the provider signs the body (payment-provider.ts).
    throw unauthorized(WEBHOOK_MESSAGES.unsigned, { challenge: 'Signature realm="payments"' });
  }
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return ignore(deps, rawBody, null);
  }
  const result = EventSchema.safeParse(parsed);
  if (!result.success) return ignore(deps, rawBody, parsed);
  const { event, data } = result.data;
  const key = `${event}:${data.id}`;
  const known = await deps.prisma.paymentEvent.findUnique({ where: { key } });
  if (known) return 'duplicate';
  const ours =
    event === 'charge.success' &&
    (await deps.prisma.payment.count({ where: { reference: data.reference } })) === 1;
  const ourTransfer =
    TRANSFER_EVENTS.includes(event) &&
    (await deps.prisma.payout.count({ where: { reference: data.reference } })) === 1;

  let charge: VerifiedCharge | null = null;
  let transfer: VerifiedTransfer | null = null;
  if (ours || ourTransfer) {
    try {
      if (ours) charge = await deps.payments.verify(data.reference);
      else transfer = await deps.payments.verifyTransfer(data.reference);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable || error instanceof TransferNotFound)) throw error;
      // Not stored, so a repeat of this delivery is processed; the payer's return (or Finance's check) verifies it meanwhile.
      deps.log(`payments: ${event} for ${data.reference} not verified: ${error.message}`);
      return 'deferred';
    }
  }
  return inSettlingTransaction(deps, async (tx, mailAfterCommit) => {
    const stored = await tx.paymentEvent.createMany({
      data: [{ key, reference: data.reference, event }],
      skipDuplicates: true,
    });
    if (stored.count === 0) return 'duplicate';
    if (transfer) {
      await settleTransfer(tx, transfer, deps.now(), mailAfterCommit);
      return 'processed';
    }
    if (!charge) return 'ignored';
    await applyCharge(tx, charge, deps.now(), mailAfterCommit);
    return 'processed';
  });
}
