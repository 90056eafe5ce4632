/*
 * What the API needs from a payment provider: start a checkout for an amount in kobo, ask how a
 * reference ended, charge a card saved from an earlier payment, and tell a genuine webhook from a forged
 * one. Paystack (paystack-provider.ts) in production; the embedded test checkout
 * (test-checkout-provider.ts) on a machine without keys.
 */

export interface CheckoutRequest {
  /** Ours, unique per attempt; the provider echoes it back on the return and in webhooks. */
  reference: string;
  amountKobo: number;
  /** The payer's e-mail (Paystack requires one). */
  email: string;
  /** Where the provider sends the payer back, with `?reference=` added. */
  callbackUrl: string;
  metadata: Record<string, string | number>;
}

/** How a charge ended, in the provider's terms mapped to ours. */
export type ChargeStatus = 'success' | 'failed' | 'abandoned' | 'pending';

export interface VerifiedCharge {
  reference: string;
  status: ChargeStatus;
  amountKobo: number;
  currency: string;
  paidAt: Date | null;
  /** The provider's explanation ("Approved", "Declined"), kept with a failed attempt. */
  gatewayResponse: string;
  /** The card a successful charge was paid with, when the provider may charge it again (Paystack's `authorization`). */
  authorization?: CardAuthorization | null;
}

/** A reusable card authorization (Paystack's `authorization_code` with what may be shown of the card). */
export interface CardAuthorization {
  code: string;
  /** The e-mail the provider knows the card's customer by: charging it again names it. */
  email: string;
  cardType: string;
  last4: string;
  expMonth: string;
  expYear: string;
  bank: string;
}

/** A charge of a saved authorization (Paystack's POST /transaction/charge_authorization). */
export interface AuthorizationCharge {
  reference: string;
  amountKobo: number;
  authorization: Pick<CardAuthorization, 'code' | 'email'>;
  metadata: Record<string, string | number>;
}

export interface PaymentProvider {
  /** Stored with each payment: "paystack" or "test". */
  readonly name: string;
  /** The checkout page the payer is sent to. */
  initialize(request: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  verify(reference: string): Promise<VerifiedCharge>;
  /**
   * Charges a saved authorization without the payer, under our reference: how it ended, as verify says it.
   * Throws ProviderUnavailable when the provider could not be asked or refused the authorization.
   */
  chargeAuthorization(charge: AuthorizationCharge): Promise<VerifiedCharge>;
  /**
   * Gives `amountKobo` of a successful charge back to the payer (Paystack's POST /refund). Throws
   * ProviderUnavailable when it could not be asked (try again later), another error when refused.
   */
  refund(reference: string, amountKobo: number): Promise<{ providerRefundId: string }>;
  /** Whether `signature` (the `x-paystack-signature` header) signs exactly these bytes. */
  verifyWebhookSignature(rawBody: string, signature: string | undefined): boolean;
}

/** A provider that cannot be reached or answers nonsense: the payer may try again. */
export class ProviderUnavailable extends Error {}

/** The provider refused a refund (more than was charged, a charge that failed): asking again will not help. */
export class RefundRefused extends Error {}
