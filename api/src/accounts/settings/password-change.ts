import { hashPassword, verifyPassword } from '@platform/prisma';
import { PASSWORD_LENGTH } from '@platform/contract';
import { revokeOtherSessions } from '../../platform/sessions/sessions.js';
import type { AppDeps } from '../../deps.js';
import { InvalidFieldError, RefusedError } from '../../platform/errors/domain-errors.js';
import { limits } from '../../platform/rate-limit/limits.js';
import type { RequestLimits } from '../../platform/rate-limit/request-limits.js';
import { accountMessages } from './account-messages.js';

/**
 * Checks the signed-in user's current password, counting a wrong one as a failed sign-in is counted (5 in
 * 15 minutes, then 429): someone at an unlocked screen gets no more guesses than at the login page.
 */
export async function checkCurrentPassword(
  { prisma }: Pick<AppDeps, 'prisma'>,
  userId: string,
  password: string,
  { limiter }: RequestLimits,
): Promise<void> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!user.passwordHash) throw new RefusedError(accountMessages.noPassword);
  const attempt = await limiter.reserve([
    { limit: limits.currentPasswordFailuresPerAccount, subject: userId },
  ]);
  const right = password.length <= PASSWORD_LENGTH.max && (await verifyPassword(password, user.passwordHash));
  if (!right) throw new InvalidFieldError('current_password', accountMessages.wrongPassword);
  await attempt.release();
}

/** A new password; every other session ends, the one in use stays, and the address is told. */
export async function changePassword(
  deps: AppDeps,
  session: { userId: string; sessionId: string },
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  requestLimits: RequestLimits,
): Promise<number> {
  const { prisma, now } = deps;
  await checkCurrentPassword(deps, session.userId, currentPassword, requestLimits);
  if (currentPassword === newPassword)
    throw new InvalidFieldError('new_password', accountMessages.samePassword);
  const passwordHash = await hashPassword(newPassword);
  const ended = await prisma.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id: session.userId },
      data: { passwordHash },
      select: { email: true, firstName: true },
    });
    const count = await revokeOtherSessions(tx, deps.sessionCache, session.userId, session.sessionId, now());
    await tx.passwordReset.deleteMany({ where: { userId: session.userId, usedAt: null } });
    return { count, user };
  });
  await deps.mailer.send({
    to: ended.user.email,
    subject: 'Your password was changed',
    text: [
      `Hello ${ended.user.firstName},`,
      '',
      'The password of your Buildbay account was changed from Settings, and every other session was signed out.',
      '',
      'If it was not you, reset your password at once with "Forgot password?" on the login page.',
    ].join('\n'),
  });
  return ended.count;
}
