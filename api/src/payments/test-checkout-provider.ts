import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '@platform/prisma';
import { RefundRefused } from './payment-provider.js';
import type { ChargeStatus, CheckoutRequest, PaymentProvider, VerifiedCharge } from './payment-provider.js';
import { isSignedBy } from './webhook-signature.js';

/*
 * The embedded stand-in for Paystack's test mode, used when no PAYSTACK_SECRET_KEY is set outside
 * production: its checkout is a page of our own API (test-checkout.routes.ts) with Pay and Decline, it
 * keeps its transactions in its own table (as Paystack keeps them on its side), and a payment made there
 * reaches us the way Paystack's do: a signed webhook to /api/payments/webhook/ and the payer's return.
 */

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
    return {
      reference,
      status: statuses[row.status] ?? 'pending',
      amountKobo: Number(row.amountKobo),
      currency: row.currency,
      paidAt: row.paidAt,
      gatewayResponse:
        row.status === 'success' ? 'Approved' : row.status === 'failed' ? 'Declined' : 'Pending',
    };
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

  verifyWebhookSignature(rawBody: string, signature: string | undefined): boolean {
    return isSignedBy(this.secret, rawBody, signature);
  }
}
