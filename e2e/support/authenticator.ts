import { createHmac } from 'node:crypto';

const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The six-digit code an authenticator app shows for `secret` (base32) now: RFC 6238, SHA-1, 30 s. */
export function authenticatorCode(secret: string, at = Date.now()): string {
  const bits = [...secret.replace(/=+$/, '')]
    .map((letter) => base32.indexOf(letter).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
