/**
 * Paystack's source addresses for webhooks (https://paystack.com/docs/payments/webhooks/#ip-whitelisting),
 * what PAYSTACK_WEBHOOK_IPS=paystack allows.
 */
export const PAYSTACK_WEBHOOK_IPS = ['52.31.139.75', '52.49.173.169', '52.214.14.220'] as const;
