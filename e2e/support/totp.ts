import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const character of secret.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(character);
    if (value < 0) throw new Error(`Not a base32 secret: ${secret}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/**
 * The authenticator app's 6-digit code (RFC 6238: HMAC-SHA-1, 30-second steps) for `secret`, computed here
 * rather than by the product's own code; `stepsAhead` asks for a later step (the server allows one of drift).
 */
export function totpCode(secret: string, stepsAhead = 0, now = Date.now()): string {
  const step = Math.floor(now / 30_000) + stepsAhead;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}
