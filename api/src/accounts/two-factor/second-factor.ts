import { createHmac, randomInt } from 'node:crypto';
import type { Db } from '../../platform/sessions/sessions.js';
import type { AppDeps } from '../../deps.js';
import { limits } from '../../platform/rate-limit/limits.js';
import type { RequestLimits } from '../../platform/rate-limit/request-limits.js';
import { acceptedTotpStep, decryptTotpSecret, looksLikeTotp } from './totp.js';

export const recoveryCodeCount = 10;

export const twoFactorMessages = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  wrongCode:
    'That code is not right. Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
  wrongSetupCode: 'That code is not right. Enter the 6-digit code your authenticator app shows for Buildbay.',
  challengeExpired: 'Your sign-in took too long. Please enter your e-mail and password again.',
  notStarted: 'Scan the QR code first: start the set-up again.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  required: 'Two-factor sign-in is required for your account and cannot be turned off.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once.',
  disabled: 'Two-factor sign-in is off.',
} as const;

// No 0/o, 1/l/i: recovery codes are read off paper.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`: 10 characters of 31, about 50 bits each. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Keyed by the app secret, like e-mail codes: the table alone gives nobody a code. */
const hashRecoveryCode = (appSecret: string, userId: string, code: string) =>
  createHmac('sha256', appSecret)
    .update(`recovery code v1:${userId}:${normalise(code)}`)
    .digest('hex');

/** Replaces the account's recovery codes with ten new ones and returns them: the only time they are shown. */
export async function issueRecoveryCodes(db: Db, appSecret: string, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.recoveryCode.deleteMany({ where: { userId } });
  await db.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(appSecret, userId, code) })),
  });
  return codes;
}

export interface SecondFactorOwner {
  id: string;
  totpSecret: string | null;
  totpLastStep: number | null;
}

/**
 * Whether `code` is the account's current authenticator code or one of its unused recovery codes; using
 * either uses it up (the step, or the recovery code). Every try is counted before the check and given back
 * when right, as the sign-in's password tries are: 5 wrong per account and address in 15 minutes, 20 per
 * account in an hour, then 429.
 */
export async function checkSecondFactor(
  { prisma, appSecret, now }: Pick<AppDeps, 'prisma' | 'appSecret' | 'now'>,
  user: SecondFactorOwner,
  code: string,
  { limiter, ip }: RequestLimits,
): Promise<'totp' | 'recovery' | null> {
  const attempt = await limiter.reserve([
    { limit: limits.secondFactorFailuresPerAccountAndIp, subject: `${user.id} ${ip}` },
    { limit: limits.secondFactorFailuresPerAccount, subject: user.id },
  ]);
  const kind = await usesUp(prisma, appSecret, user, code, now());
  if (kind) await attempt.release();
  return kind;
}

async function usesUp(
  prisma: AppDeps['prisma'],
  appSecret: string,
  user: SecondFactorOwner,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  if (!user.totpSecret) return null;
  if (looksLikeTotp(code)) {
    const secret = decryptTotpSecret(appSecret, user.totpSecret);
    const step = await acceptedTotpStep(secret, code, now, user.totpLastStep);
    if (step === null) return null;
    const taken = await prisma.user.updateMany({
      where: { id: user.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return taken.count === 1 ? 'totp' : null;
  }
  if (normalise(code).length !== 10) return null;
  const used = await prisma.recoveryCode.updateMany({
    where: { userId: user.id, codeHash: hashRecoveryCode(appSecret, user.id, code), usedAt: null },
    data: { usedAt: now },
  });
  return used.count === 1 ? 'recovery' : null;
}
