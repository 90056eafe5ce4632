import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '@platform/prisma';
import { AccountNotResolved, RefundRefused, TransferNotFound, TransferRefused } from './payment-provider.js';
import type {
  AuthorizationCharge,
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
 * The embedded stand-in for Paystack's test mode, used when no PAYSTACK_SECRET_KEY is set outside
 * production: its checkout is a page of our own API (test-checkout.routes.ts) with Pay and Decline, it
 * keeps its transactions in its own table (as Paystack keeps them on its side), and a payment made there
 * reaches us the way Paystack's do: a signed webhook to /api/payments/webhook/ and the payer's return.
 * Its transfers are kept in its own tables too, with a test bank whose rules are fixed so every outcome
 * can be tried: an account number ending in 0000 is unknown to the bank, one ending in 1111 declines
 * transfers, every other account receives them at once (as Paystack's test mode does).
 */

export const TEST_BANK = {
  unknownAccountEnding: '0000',
  decliningAccountEnding: '1111',
  unknownAccount: 'Could not resolve account name. Check parameters or try again.',
  declined: 'Declined by the receiving bank.',
} as const;

/**
 * Like Paystack's, the checkout's address holds an access code only the payer who started it was given: a
 * reference alone (on receipts, invoices, other members' screens) opens nothing.
 */
export const checkoutAccessCode = (secret: string, reference: string) =>
  createHmac('sha256', secret).update(`checkout ${reference}`).digest('base64url').slice(0, 24);

export const isCheckoutAccessCode = (secret: string, reference: string, code: string) => {
  const expected = Buffer.from(checkoutAccessCode(secret, reference));
  const given = Buffer.from(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

export const testCheckoutPath = (secret: string, reference: string) =>
  `/api/payments/test-checkout/${encodeURIComponent(reference)}/${checkoutAccessCode(secret, reference)}`;

/** The reusable authorization a paid test checkout leaves, like Paystack's `AUTH_…` code. */
const authorizationCodeOf = (secret: string, reference: string) =>
  `AUTH_${createHmac('sha256', secret).update(`authorization ${reference}`).digest('hex').slice(0, 10)}`;

/** The test card every test checkout is paid with (Paystack's test Visa). */
const testCard = { cardType: 'visa', last4: '4081', expMonth: '12', expYear: '2030', bank: 'TEST BANK' };

/** The test provider's "secret key": derived from the app secret, so every API process agrees on it. */
export const testProviderSecret = (appSecret: string) =>
  createHmac('sha256', appSecret).update('embedded test payments').digest('hex');

const statuses: Record<string, ChargeStatus> = {
  success: 'success',
  failed: 'failed',
  abandoned: 'abandoned',
};

export class TestCheckoutProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(
    private readonly prisma: PrismaClient,
    readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  async initialize(request: CheckoutRequest): Promise<{ checkoutUrl: string }> {
    await this.prisma.testCheckout.create({
      data: {
        reference: request.reference,
        email: request.email,
        amountKobo: BigInt(request.amountKobo),
        callbackUrl: request.callbackUrl,
        metadata: request.metadata,
      },
    });
    return { checkoutUrl: `${this.publicUrl}${testCheckoutPath(this.secret, request.reference)}` };
  }

  async verify(reference: string): Promise<VerifiedCharge> {
    const row = await this.prisma.testCheckout.findUnique({ where: { reference } });
    if (!row)
      return {
        reference,
        status: 'failed',
        amountKobo: 0,
        currency: 'NGN',
        paidAt: null,
        gatewayResponse: 'Transaction reference not found',
      };
    const code = authorizationCodeOf(this.secret, reference);
    const card =
      row.status === 'success' ? await this.prisma.testAuthorization.findUnique({ where: { code } }) : null;
    return {
      reference,
      status: statuses[row.status] ?? 'pending',
      amountKobo: Number(row.amountKobo),
      currency: row.currency,
      paidAt: row.paidAt,
      gatewayResponse:
        row.status === 'success' ? 'Approved' : row.status === 'failed' ? 'Declined' : 'Pending',
      authorization: card && { ...testCard, code, email: card.email, last4: card.last4 },
    };
  }

  /** The test card of a checkout just paid becomes a reusable authorization, as Paystack's does. */
  async authorize(reference: string, email: string): Promise<void> {
    const code = authorizationCodeOf(this.secret, reference);
    await this.prisma.testAuthorization.upsert({
      where: { code },
      create: { code, email, last4: testCard.last4 },
      update: {},
    });
  }

  /**
   * As Paystack's charge_authorization: a charge under our reference, at once, without the payer; an unknown
   * code, another customer's e-mail or a card that now declines is a failed charge.
   */
  async chargeAuthorization(charge: AuthorizationCharge): Promise<VerifiedCharge> {
    const card = await this.prisma.testAuthorization.findUnique({
      where: { code: charge.authorization.code },
    });
    const accepted = card !== null && card.email === charge.authorization.email && !card.declines;
    await this.prisma.testCheckout.create({
      data: {
        reference: charge.reference,
        email: charge.authorization.email,
        amountKobo: BigInt(charge.amountKobo),
        callbackUrl: '',
        metadata: charge.metadata,
        status: accepted ? 'success' : 'failed',
        paidAt: accepted ? new Date() : null,
      },
    });
    return this.verify(charge.reference);
  }

  /** As Paystack: only a successful charge, and never more than it collected in all. */
  async refund(reference: string, amountKobo: number): Promise<{ providerRefundId: string }> {
    const refunded = await this.prisma.testCheckout.updateMany({
      where: {
        reference,
        status: 'success',
        amountKobo: { gte: BigInt(amountKobo) },
        refundedKobo: { lte: BigInt(-amountKobo) + (await this.amountOf(reference)) },
      },
      data: { refundedKobo: { increment: BigInt(amountKobo) } },
    });
    if (refunded.count === 0)
      throw new RefundRefused(`Refund of ${reference} refused: more than was charged.`);
    const row = await this.prisma.testCheckout.findUniqueOrThrow({ where: { reference } });
    return { providerRefundId: `test-refund-${row.providerId}-${Number(row.refundedKobo)}` };
  }

  private async amountOf(reference: string): Promise<bigint> {
    const row = await this.prisma.testCheckout.findUnique({ where: { reference } });
    return row?.amountKobo ?? 0n;
  }

  async resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string }> {
    if (
      !/^\d{10}$/.test(accountNumber) ||
      !bankCode ||
      accountNumber.endsWith(TEST_BANK.unknownAccountEnding)
    )
      throw new AccountNotResolved(TEST_BANK.unknownAccount);
    return { accountName: `TEST ACCOUNT ${accountNumber.slice(-4)}` };
  }

  async createTransferRecipient(recipient: TransferRecipient): Promise<{ recipientCode: string }> {
    await this.resolveAccount(recipient.accountNumber, recipient.bankCode);
    const recipientCode = `RCP_test${this.code(`${recipient.bankCode}:${recipient.accountNumber}`)}`;
    // As Paystack: the same account again is the recipient it already has.
    await this.prisma.testTransferRecipient.createMany({
      data: [{ recipientCode, ...recipient }],
      skipDuplicates: true,
    });
    return { recipientCode };
  }

  async initiateTransfer(request: TransferRequest): Promise<VerifiedTransfer> {
    const recipient = await this.prisma.testTransferRecipient.findUnique({
      where: { recipientCode: request.recipientCode },
    });
    if (!recipient) throw new TransferRefused('Transfer recipient not found.');
    if (!Number.isSafeInteger(request.amountKobo) || request.amountKobo <= 0)
      throw new TransferRefused('Invalid amount.');
    const declined = recipient.accountNumber.endsWith(TEST_BANK.decliningAccountEnding);
    const created = await this.prisma.testTransfer.createMany({
      data: [
        {
          reference: request.reference,
          transferCode: `TRF_test${this.code(request.reference)}`,
          recipientCode: request.recipientCode,
          amountKobo: BigInt(request.amountKobo),
          status: declined ? 'failed' : 'success',
          reason: declined ? TEST_BANK.declined : request.reason,
        },
      ],
      skipDuplicates: true,
    });
    if (created.count === 0) throw new TransferRefused('Duplicate Transfer Reference.');
    return this.verifyTransfer(request.reference);
  }

  async verifyTransfer(reference: string): Promise<VerifiedTransfer> {
    const row = await this.prisma.testTransfer.findUnique({ where: { reference } });
    // Paystack answers 400 "Transfer not found" for a reference it has no transfer of.
    if (!row) throw new TransferNotFound('Transfer not found');
    return {
      reference,
      status: row.status as TransferStatus,
      amountKobo: Number(row.amountKobo),
      transferCode: row.transferCode,
      reason: row.status === 'success' ? '' : row.reason,
    };
  }

  private code(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex').slice(0, 12);
  }

  verifyWebhookSignature(rawBody: string, signature: string | undefined): boolean {
    return isSignedBy(this.secret, rawBody, signature);
  }
}
