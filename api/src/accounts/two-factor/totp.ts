import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/*
 * Time-based one-time passwords (RFC 6238) as authenticator apps make them: SHA-1, 6 digits, 30 seconds.
 * A code of the step before or after the server's is accepted too (a phone's clock a little off, a code
 * typed as it changed), and never a step at or before the last one accepted, so a code seen over a
 * shoulder cannot be used again. The secret is kept encrypted (AES-256-GCM under a key derived from the
 * app secret): reading the database alone does not give anyone the codes.
 */

const periodSeconds = 30;
/** The name authenticator apps list the account under (the brand, as shared-ui's PRODUCT_NAME). */
const issuer = 'Buildbay';

const encryptionKey = (appSecret: string) =>
  createHmac('sha256', appSecret).update('platform totp secret v1').digest();

/** A new random secret (base32, 160 bits), as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The `otpauth://` address the QR code carries: the app shows the product's name and the account's address. */
export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer, label: email, secret, period: periodSeconds });

export function encryptTotpSecret(appSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function decryptTotpSecret(appSecret: string, stored: string): string {
  const [iv = '', tag = '', sealed = ''] = stored.split('.');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** Six digits, spaces allowed (apps show "123 456"). */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * The step of `code` if it is right at `now` and newer than `lastStep`, else null. The caller records the
 * step in the same conditional update that accepts it (two-factor-codes.ts), so two requests racing with
 * the same code do not both pass.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    period: periodSeconds,
    epochTolerance: periodSeconds,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
