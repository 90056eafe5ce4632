import type { PrismaClient } from '@platform/prisma';
import type { Environment } from '../config/environment.js';
import { ProviderUnavailable } from './payment-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { PaystackProvider } from './paystack-provider.js';
import { TestCheckoutProvider, testProviderSecret } from './test-checkout-provider.js';

/** Production without a key: every payment is refused, rather than taken by a checkout that charges nobody. */
class UnconfiguredProvider implements PaymentProvider {
  readonly name = 'none';
  private refuse(): never {
    throw new ProviderUnavailable('Payments are not set up on this server (PAYSTACK_SECRET_KEY).');
  }
  initialize(): never {
    return this.refuse();
  }
  verify(): never {
    return this.refuse();
  }
  refund(): never {
    return this.refuse();
  }
  verifyWebhookSignature(): boolean {
    return false;
  }
}

/**
 * PAYSTACK_SECRET_KEY set: Paystack at PAYSTACK_BASE_URL. Unset: the embedded test checkout in
 * development, nothing in production (docs/billing.md).
 */
export function paymentsFromEnv(
  env: Pick<Environment, 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_BASE_URL'>,
  options: { prisma: PrismaClient; appSecret: string; publicUrl: string; production: boolean },
): PaymentProvider {
  if (env.PAYSTACK_SECRET_KEY) {
    return new PaystackProvider({
      secretKey: env.PAYSTACK_SECRET_KEY,
      baseUrl: env.PAYSTACK_BASE_URL,
    });
  }
  if (options.production) return new UnconfiguredProvider();
  return new TestCheckoutProvider(options.prisma, testProviderSecret(options.appSecret), options.publicUrl);
}
