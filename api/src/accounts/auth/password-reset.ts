import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { limits } from '../../platform/rate-limit/limits.js';
import type { RequestLimits } from '../../platform/rate-limit/request-limits.js';
import { resetMail } from './account-mail.js';
import { revokeAllSessions } from '../../platform/sessions/sessions.js';

/*
 * Reset links carry 32 random bytes (256 bits); only their SHA-256 is stored. A link works once, for an
 * hour, and a newer request replaces the older links. Using one ends every session of the account.
 */

export const resetLifetimeMs = 60 * 60 * 1000;

export const resetMessages = {
  requested: 'If an account exists for this email, a password reset link has been sent.',
  valid: 'Reset link is valid.',
  updated: 'Password updated successfully.',
  invalid: 'This reset link is invalid or has expired.',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidLink = () =>
  new ApiError(400, resetMessages.invalid, { errors: { token: resetMessages.invalid } });

/**
 * `POST /api/request-password-reset/`: the same answer, after the same work, for known and unknown
 * addresses; the e-mail goes out after the answer so its sending time tells nothing either. The caller's
 * address is refused past its limit; an e-mail address past its own only stops getting new mail (the
 * answer is the same), so a stranger requesting links for someone cannot stop the owner's own request:
 * the last link mailed, one of the 3 in that hour, still works.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  { email }: { email: string },
  { limiter, ip }: RequestLimits,
): Promise<void> {
  const { prisma, now, publicUrl } = deps;
  await limiter.consume([{ limit: limits.resetRequestsPerIp, subject: ip }]);
  if ((await limiter.count({ limit: limits.resetRequestsPerAccount, subject: email })).spent) return;
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, firstName: true } });
  if (!user) return;
  const link = await issuePasswordLink(
    prisma,
    user.id,
    new Date(now().getTime() + resetLifetimeMs),
    publicUrl,
  );
  deps.mailer
    .send(resetMail(email, user.firstName, link))
    .catch((error: unknown) =>
      deps.log(`Reset link for ${email} not sent: ${error instanceof Error ? error.message : String(error)}`),
    );
}

/**
 * A new link to choose a password, in place of the account's unused ones: the reset e-mail's, and the
 * welcome of a staff account made without one (api/src/staff/console/).
 */
export async function issuePasswordLink(
  prisma: AppDeps['prisma'],
  userId: string,
  expiresAt: Date,
  publicUrl: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await prisma.$transaction([
    prisma.passwordReset.deleteMany({ where: { userId, usedAt: null } }),
    prisma.passwordReset.create({ data: { userId, tokenHash: hashToken(token), expiresAt } }),
  ]);
  return `${publicUrl}/create-new-password?${new URLSearchParams({ token })}`;
}

/** `POST /api/verify-reset-token/`: whether the link can still be used (before showing the form). */
export async function assertUsableResetToken({ prisma, now }: AppDeps, token: string): Promise<void> {
  const reset = await prisma.passwordReset.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!reset || reset.usedAt || reset.expiresAt <= now()) throw invalidLink();
}

/**
 * `POST /api/reset-password`: sets the new password and uses the link up, in one transaction with the
 * end of every session; the link is claimed by a conditional update, so it works exactly once. The
 * address counts as verified from then on: the link reached its mailbox. It also ends the per-account
 * sign-in ceiling: whoever holds the link is the owner, and strangers' guesses were at the old password.
 */
export async function resetPassword(
  deps: AppDeps,
  { token, password }: { token: string; password: string },
  { limiter }: Pick<RequestLimits, 'limiter'>,
): Promise<void> {
  const { prisma, now } = deps;
  // A dead link is refused before the (deliberately slow) hashing.
  await assertUsableResetToken(deps, token);
  const passwordHash = await hashPassword(password);
  const at = now();
  const email = await prisma.$transaction(async (tx) => {
    const reset = await tx.passwordReset.findUnique({ where: { tokenHash: hashToken(token) } });
    if (!reset) throw invalidLink();
    const claimed = await tx.passwordReset.updateMany({
      where: { id: reset.id, usedAt: null, expiresAt: { gt: at } },
      data: { usedAt: at },
    });
    if (claimed.count === 0) throw invalidLink();
    const user = await tx.user.findUniqueOrThrow({ where: { id: reset.userId } });
    await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? at },
    });
    await revokeAllSessions(tx, deps.sessionCache, user.id, at);
    await tx.passwordReset.deleteMany({ where: { userId: user.id, usedAt: null } });
    await tx.emailVerification.deleteMany({ where: { userId: user.id } });
    return user.email;
  });
  await limiter.reset({ limit: limits.loginFailuresPerAccount, subject: email });
}
