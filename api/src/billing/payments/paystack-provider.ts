import { z } from '@hono/zod-openapi';
import {
  AccountNotResolved,
  ProviderUnavailable,
  TransferNotFound,
  TransferRefused,
} from './payment-provider.js';
import type {
  AuthorizationCharge,
  CardAuthorization,
  ChargeStatus,
  CheckoutRequest,
  PaymentProvider,
  TransferRecipient,
  TransferRequest,
  TransferStatus,
  VerifiedCharge,
  VerifiedTransfer,
} from './payment-provider.js';
import { isSignedBy } from './webhook-signature.js';

/*
 * Paystack's REST API (https://paystack.com/docs/api/transaction/): initialize → authorization_url,
 * verify/:reference → the transaction, charge_authorization → a saved card charged again (the same shape);
 * transfers (https://paystack.com/docs/transfers/): bank/resolve → the account's holder, transferrecipient
 * → RCP_…, transfer → TRF_…, transfer/verify/:reference → how it stands. Amounts are kobo both ways. Every
 * answer is checked with zod:
 * an answer we do not understand is an unavailable provider, never a payment.
 */

export interface PaystackConfig {
  secretKey: string;
  /** https://api.paystack.co, or a stand-in (tests, a proxy). */
  baseUrl: string;
  /** Waits at most this long for Paystack. */
  timeoutMs?: number;
}

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string(), data });

const InitializeAnswer = envelope(
  z.object({ authorization_url: z.string().url(), access_code: z.string(), reference: z.string() }),
);

/** Paystack's `authorization` of a transaction: only a reusable card's may be charged again. */
const AuthorizationAnswer = z.looseObject({
  authorization_code: z.string().min(1),
  reusable: z.boolean(),
  channel: z.string().optional(),
  card_type: z.string().nullable().optional(),
  last4: z.string().nullable().optional(),
  exp_month: z.string().nullable().optional(),
  exp_year: z.string().nullable().optional(),
  bank: z.string().nullable().optional(),
});

/** A transaction as verify and charge_authorization answer it. */
const TransactionAnswer = envelope(
  z.object({
    reference: z.string(),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    paid_at: z.string().nullable().optional(),
    gateway_response: z.string().nullable().optional(),
    authorization: z.unknown().optional(),
    customer: z.looseObject({ email: z.string() }).nullable().optional(),
  }),
);

const RefundAnswer = envelope(
  z.looseObject({ id: z.union([z.number().int(), z.string()]), status: z.string() }),
);

const ResolveAnswer = envelope(z.looseObject({ account_number: z.string(), account_name: z.string() }));

const RecipientAnswer = envelope(z.looseObject({ recipient_code: z.string().min(1) }));

const TransferAnswer = envelope(
  z.looseObject({
    reference: z.string(),
    transfer_code: z.string(),
    status: z.string(),
    amount: z.number().int(),
    reason: z.string().nullable().optional(),
  }),
);

/** Paystack's transfer statuses (pending, otp, received, queued, success, failed, reversed...), as ours. */
function transferStatus(status: string): TransferStatus {
  if (status === 'success' || status === 'failed' || status === 'reversed') return status;
  // "abandoned" and "blocked" transfers never left the balance.
  if (status === 'abandoned' || status === 'blocked' || status === 'rejected') return 'failed';
  return 'pending';
}

const verifiedTransfer = (data: z.infer<typeof TransferAnswer>['data']): VerifiedTransfer => ({
  reference: data.reference,
  status: transferStatus(data.status),
  amountKobo: data.amount,
  transferCode: data.transfer_code,
  reason: data.reason ?? '',
});

/** Paystack's transaction statuses, as ours: only "success" is money received. */
function chargeStatus(status: string): ChargeStatus {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'reversed') return 'failed';
  if (status === 'abandoned') return 'abandoned';
  return 'pending';
}

function verifiedCharge({ data }: z.infer<typeof TransactionAnswer>): VerifiedCharge {
  return {
    reference: data.reference,
    status: chargeStatus(data.status),
    amountKobo: data.amount,
    currency: data.currency,
    paidAt: data.paid_at ? new Date(data.paid_at) : null,
    gatewayResponse: data.gateway_response ?? data.status,
    authorization: reusableCard(data.authorization, data.customer?.email),
  };
}

/** A card Paystack says is reusable, with what may be shown of it; anything else (a transfer, USSD) is none. */
function reusableCard(answer: unknown, email: string | undefined): CardAuthorization | null {
  const parsed = AuthorizationAnswer.safeParse(answer);
  if (!parsed.success || !parsed.data.reusable || !email) return null;
  if (parsed.data.channel !== undefined && parsed.data.channel !== 'card') return null;
  const card = parsed.data;
  return {
    code: card.authorization_code,
    email,
    cardType: (card.card_type ?? 'card').trim(),
    last4: card.last4 ?? '',
    expMonth: card.exp_month ?? '',
    expYear: card.exp_year ?? '',
    bank: card.bank ?? '',
  };
}

export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack';

  constructor(private readonly config: PaystackConfig) {}

  private async call<T extends z.ZodType>(
    path: string,
    schema: T,
    init: RequestInit = {},
    /** Paystack's refusal of the request itself (400, 404, 422), as the caller names it; else unavailable. */
    refused?: (message: string) => Error,
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl.replace(/\/$/, '')}${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${this.config.secretKey}`,
          'Content-Type': 'application/json',
          ...init.headers,
        },
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(`Paystack could not be reached: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => null);
    const parsed = schema.safeParse(body);
    if (!response.ok || !parsed.success) {
      const message = (body as { message?: unknown } | null)?.message;
      if (refused && [400, 404, 422].includes(response.status) && typeof message === 'string') {
        throw refused(message);
      }
      throw new ProviderUnavailable(
        `Paystack answered ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`,
      );
    }
    return parsed.data;
  }

  async initialize(request: CheckoutRequest): Promise<{ checkoutUrl: string }> {
    const answer = await this.call('/transaction/initialize', InitializeAnswer, {
      method: 'POST',
      body: JSON.stringify({
        email: request.email,
        amount: request.amountKobo,
        currency: 'NGN',
        reference: request.reference,
        callback_url: request.callbackUrl,
        metadata: request.metadata,
      }),
    });
    return { checkoutUrl: answer.data.authorization_url };
  }

  async verify(reference: string): Promise<VerifiedCharge> {
    return verifiedCharge(
      await this.call(`/transaction/verify/${encodeURIComponent(reference)}`, TransactionAnswer),
    );
  }

  async chargeAuthorization(charge: AuthorizationCharge): Promise<VerifiedCharge> {
    const answer = await this.call('/transaction/charge_authorization', TransactionAnswer, {
      method: 'POST',
      body: JSON.stringify({
        authorization_code: charge.authorization.code,
        email: charge.authorization.email,
        amount: charge.amountKobo,
        currency: 'NGN',
        reference: charge.reference,
        metadata: charge.metadata,
      }),
    });
    return verifiedCharge(answer);
  }

  async refund(reference: string, amountKobo: number): Promise<{ providerRefundId: string }> {
    const { data } = await this.call('/refund', RefundAnswer, {
      method: 'POST',
      body: JSON.stringify({ transaction: reference, amount: amountKobo }),
    });
    return { providerRefundId: String(data.id) };
  }

  async resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string }> {
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const { data } = await this.call(
      `/bank/resolve?${query.toString()}`,
      ResolveAnswer,
      {},
      (message) => new AccountNotResolved(message),
    );
    return { accountName: data.account_name };
  }

  async createTransferRecipient(recipient: TransferRecipient): Promise<{ recipientCode: string }> {
    const { data } = await this.call(
      '/transferrecipient',
      RecipientAnswer,
      {
        method: 'POST',
        body: JSON.stringify({
          type: 'nuban',
          name: recipient.name,
          account_number: recipient.accountNumber,
          bank_code: recipient.bankCode,
          currency: 'NGN',
        }),
      },
      (message) => new AccountNotResolved(message),
    );
    return { recipientCode: data.recipient_code };
  }

  async initiateTransfer(request: TransferRequest): Promise<VerifiedTransfer> {
    const { data } = await this.call(
      '/transfer',
      TransferAnswer,
      {
        method: 'POST',
        body: JSON.stringify({
          source: 'balance',
          amount: request.amountKobo,
          recipient: request.recipientCode,
          reference: request.reference,
          reason: request.reason,
          currency: 'NGN',
        }),
      },
      (message) => new TransferRefused(message),
    );
    return verifiedTransfer(data);
  }

  async verifyTransfer(reference: string): Promise<VerifiedTransfer> {
    const { data } = await this.call(
      `/transfer/verify/${encodeURIComponent(reference)}`,
      TransferAnswer,
      {},
      // Any other refusal of a well-formed reference says nothing about the transfer: asked again later.
      (message) =>
        /not found/i.test(message) ? new TransferNotFound(message) : new ProviderUnavailable(message),
    );
    return verifiedTransfer(data);
  }

  verifyWebhookSignature(rawBody: string, signature: string | undefined): boolean {
    return isSignedBy(this.config.secretKey, rawBody, signature);
  }
}
