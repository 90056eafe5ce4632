/*
 * What the API needs from a payment provider: start a checkout for an amount in kobo, ask how a
 * reference ended, charge a card saved from an earlier payment, pay talent out by transfer (a checked bank
 * account, a recipient, a transfer and how it ended), and tell a genuine webhook from a forged one.
 * Paystack (paystack-provider.ts) in production; the embedded test checkout (test-checkout-provider.ts)
 * on a machine without keys.
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

export interface TransferRecipient {
  /** The account holder's name, as the bank reported it. */
  name: string;
  accountNumber: string;
  bankCode: string;
}

export interface TransferRequest {
  /** Ours, unique per attempt; the provider echoes it back in its transfer webhooks. */
  reference: string;
  amountKobo: number;
  recipientCode: string;
  /** What the recipient's statement says. */
  reason: string;
}

/** How a transfer stands, in Paystack's words: only "success" is money sent; "reversed" came back. */
export type TransferStatus = 'success' | 'failed' | 'reversed' | 'pending';

export interface VerifiedTransfer {
  reference: string;
  status: TransferStatus;
  amountKobo: number;
  /** The provider's TRF_… code. */
  transferCode: string;
  /** Why it failed or was reversed, when the provider says. */
  reason: string;
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
  /**
   * The holder of an account at a bank (Paystack's GET /bank/resolve). Throws AccountNotResolved when the
   * bank does not know the account, ProviderUnavailable when it could not be asked.
   */
  resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string }>;
  /** A transfer recipient for a checked account (Paystack's POST /transferrecipient, type nuban). */
  createTransferRecipient(recipient: TransferRecipient): Promise<{ recipientCode: string }>;
  /**
   * Sends `amountKobo` from the balance to the recipient (Paystack's POST /transfer). Throws
   * TransferRefused when the provider refused it (no transfer exists), ProviderUnavailable when unsure.
   */
  initiateTransfer(request: TransferRequest): Promise<VerifiedTransfer>;
  /**
   * How the transfer of `reference` stands (Paystack's GET /transfer/verify/:reference). Throws
   * TransferNotFound when the provider has none under it, ProviderUnavailable when it cannot say.
   */
  verifyTransfer(reference: string): Promise<VerifiedTransfer>;
  /** Whether `signature` (the `x-paystack-signature` header) signs exactly these bytes. */
  verifyWebhookSignature(rawBody: string, signature: string | undefined): boolean;
}

/** A provider that cannot be reached or answers nonsense: the payer may try again. */
export class ProviderUnavailable extends Error {}

/** The provider refused a refund (more than was charged, a charge that failed): asking again will not help. */
export class RefundRefused extends Error {}

/** The bank does not know the account (a wrong number or bank): asking again will not help. */
export class AccountNotResolved extends Error {}

/** The provider refused the transfer (its balance, the recipient): no transfer was made. */
export class TransferRefused extends Error {}

/** The provider has no transfer under this reference: the request that would have made it never arrived. */
export class TransferNotFound extends Error {}
