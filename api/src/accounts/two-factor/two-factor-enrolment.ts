import type { AppDeps } from '../../deps.js';
import { ConflictError, InvalidFieldError, RefusedError } from '../../platform/errors/domain-errors.js';
import { loadOnce } from '../../platform/loading/load-once.js';
import type { RequestLimits } from '../../platform/rate-limit/request-limits.js';
import { checkSecondFactor, issueRecoveryCodes, twoFactorMessages } from './second-factor.js';
import { encryptTotpSecret, looksLikeTotp, newTotpSecret, totpUri } from './totp.js';

type Deps = Pick<AppDeps, 'prisma' | 'appSecret' | 'now'>;

/** The QR code drawer, needed once per enrolment: loaded then, not held in every process from start. */
const qrCodes = loadOnce(async () => (await import('qrcode')).default);

const owner = (deps: Deps, userId: string) =>
  deps.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      totpSecret: true,
      totpEnabledAt: true,
      totpLastStep: true,
      twoFactorRequired: true,
    },
  });

/**
 * Starts (or restarts) enrolment: a new secret, kept encrypted but not yet in force, and what the app
 * scans. Nothing changes for sign-in until a code from the app confirms it (`enableTwoFactor`).
 */
export async function startTwoFactorSetup(deps: Deps, userId: string) {
  const user = await owner(deps, userId);
  if (user.totpEnabledAt) throw new ConflictError(twoFactorMessages.alreadyOn);
  const secret = newTotpSecret();
  await deps.prisma.user.update({
    where: { id: userId },
    data: { totpSecret: encryptTotpSecret(deps.appSecret, secret), totpLastStep: null },
  });
  const uri = totpUri(secret, user.email);
  const svg = await (await qrCodes()).toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Turns two-factor sign-in on with the app's first code, and gives the ten recovery codes (shown once). */
export async function enableTwoFactor(deps: Deps, userId: string, code: string, limits: RequestLimits) {
  const user = await owner(deps, userId);
  if (user.totpEnabledAt) throw new ConflictError(twoFactorMessages.alreadyOn);
  if (!user.totpSecret) throw new ConflictError(twoFactorMessages.notStarted);
  const used = looksLikeTotp(code) ? await checkSecondFactor(deps, user, code, limits) : null;
  if (used !== 'totp') throw new InvalidFieldError('code', twoFactorMessages.wrongSetupCode);
  return deps.prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { totpEnabledAt: deps.now() } });
    return issueRecoveryCodes(tx, deps.appSecret, userId);
  });
}

/** Turns it off, with a current code or a recovery code, unless the account must keep it. */
export async function disableTwoFactor(deps: Deps, userId: string, code: string, limits: RequestLimits) {
  const user = await owner(deps, userId);
  if (!user.totpEnabledAt) throw new ConflictError(twoFactorMessages.notOn);
  if (user.twoFactorRequired) throw new RefusedError(twoFactorMessages.required);
  if (!(await checkSecondFactor(deps, user, code, limits))) {
    throw new InvalidFieldError('code', twoFactorMessages.wrongCode);
  }
  await deps.prisma.$transaction([
    deps.prisma.recoveryCode.deleteMany({ where: { userId } }),
    deps.prisma.user.update({
      where: { id: userId },
      data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
    }),
  ]);
}

/** Ten new recovery codes in place of the old ones, with a current code or a recovery code. */
export async function renewRecoveryCodes(deps: Deps, userId: string, code: string, limits: RequestLimits) {
  const user = await owner(deps, userId);
  if (!user.totpEnabledAt) throw new ConflictError(twoFactorMessages.notOn);
  if (!(await checkSecondFactor(deps, user, code, limits))) {
    throw new InvalidFieldError('code', twoFactorMessages.wrongCode);
  }
  return issueRecoveryCodes(deps.prisma, deps.appSecret, userId);
}
