import type { PrismaClient } from '@platform/prisma';
import type { Environment } from '../../platform/config/environment.js';
import { ProviderUnavailable } from './payment-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { PaystackProvider } from './paystack-provider.js';
import { TestCheckoutProvider, testProviderSecret } from './test-checkout-provider.js';

/**
 * No key in production, or a development server others can reach: every payment is refused, rather than
 * taken by a checkout that charges nobody.
 */
class UnconfiguredProvider implements PaymentProvider {
  readonly name = 'none';
  constructor(private readonly reason: string) {}
  private refuse(): never {
    throw new ProviderUnavailable(this.reason);
  }
  initialize(): never {
    return this.refuse();
  }
  verify(): never {
    return this.refuse();
  }
  chargeAuthorization(): never {
    return this.refuse();
  }
  refund(): never {
    return this.refuse();
  }
  resolveAccount(): never {
    return this.refuse();
  }
  createTransferRecipient(): never {
    return this.refuse();
  }
  initiateTransfer(): never {
    return this.refuse();
  }
  verifyTransfer(): never {
    return this.refuse();
  }
  verifyWebhookSignature(): boolean {
    return false;
  }
}

export const paymentsOffMessages = {
  production: 'Payments are not set up on this server (PAYSTACK_SECRET_KEY).',
  notLoopback:
    'Payments are not set up on this server: the test checkout runs only when HOST is this machine (127.0.0.1); set PAYSTACK_SECRET_KEY to take payments.',
} as const;

/**
 * PAYSTACK_SECRET_KEY set: Paystack at PAYSTACK_BASE_URL. Unset: the embedded test checkout in
 * development on this machine only (its Pay marks money paid that nobody paid), nothing in production
 * or on a development server listening beyond loopback (docs/billing.md).
 */
export function paymentsFromEnv(
  env: Pick<Environment, 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_BASE_URL'>,
  options: {
    prisma: PrismaClient;
    appSecret: string;
    publicUrl: string;
    production: boolean;
    listensOnLoopback: boolean;
  },
): PaymentProvider {
  if (env.PAYSTACK_SECRET_KEY) {
    return new PaystackProvider({
      secretKey: env.PAYSTACK_SECRET_KEY,
      baseUrl: env.PAYSTACK_BASE_URL,
    });
  }
  if (options.production) return new UnconfiguredProvider(paymentsOffMessages.production);
  if (!options.listensOnLoopback) return new UnconfiguredProvider(paymentsOffMessages.notLoopback);
  return new TestCheckoutProvider(options.prisma, testProviderSecret(options.appSecret), options.publicUrl);
}
