import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's webhook signature: hex HMAC-SHA512 of the raw body, keyed with the secret key. */
export const signWebhook = (secret: string, rawBody: string) =>
  createHmac('sha512', secret).update(rawBody, 'utf8').digest('hex');

/** Compared in constant time, so the check leaks nothing about the expected signature. */
export function isSignedBy(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
