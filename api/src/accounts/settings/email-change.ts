import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Prisma } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { ConflictError, InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { ApiError } from '../../platform/http/api-error.js';
import { limits } from '../../platform/rate-limit/limits.js';
import type { RequestLimits } from '../../platform/rate-limit/request-limits.js';
import { codeLifetimeMs, maxCodeTries } from '../auth/email-codes.js';
import { accountMessages } from './account-messages.js';
import { checkCurrentPassword } from './password-change.js';

/*
 * Changing the e-mail address: the current password, then a 6-digit code sent to the new address proves
 * it is theirs (10 minutes, 5 tries, kept as an HMAC like the sign-up code). Once it is, the address
 * changes and the old address is told, so a stolen session cannot quietly take the account away.
 */

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

const hashCode = (appSecret: string, userId: string, email: string, code: string) =>
  createHmac('sha256', appSecret).update(`email change v1:${userId}:${email}:${code}`).digest('hex');

const emailInUse = async ({ prisma }: Pick<AppDeps, 'prisma'>, email: string, userId: string) =>
  (await prisma.user.findFirst({ where: { email, id: { not: userId } }, select: { id: true } })) !== null;

export async function startEmailChange(
  deps: AppDeps,
  userId: string,
  { newEmail, currentPassword }: { newEmail: string; currentPassword: string },
  requestLimits: RequestLimits,
): Promise<void> {
  const { prisma, now } = deps;
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, firstName: true },
  });
  if (user.email === newEmail) throw new InvalidFieldError('new_email', accountMessages.sameEmail);
  await checkCurrentPassword(deps, userId, currentPassword, requestLimits);
  if (await emailInUse(deps, newEmail, userId))
    throw new InvalidFieldError('new_email', accountMessages.emailTaken);
  await requestLimits.limiter.consume([{ limit: limits.emailChangeSendsPerAccount, subject: userId }]);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const data = {
    newEmail,
    codeHash: hashCode(deps.appSecret, userId, newEmail, code),
    expiresAt: new Date(now().getTime() + codeLifetimeMs),
    failedAttempts: 0,
    createdAt: now(),
  };
  await prisma.emailChange.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  await deps.mailer.send({
    to: newEmail,
    subject: `${code} is your code to change your e-mail address`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `Enter ${code} in Settings to make this your Buildbay address. It expires in ${codeLifetimeMs / 60_000} minutes.`,
      '',
      'If you did not ask for it, you can ignore this e-mail.',
    ].join('\n'),
  });
}

/** Checks the code and changes the address; the old address gets a notice. Returns the new address. */
export async function confirmEmailChange(
  deps: AppDeps,
  userId: string,
  code: string,
  { limiter }: RequestLimits,
): Promise<string> {
  const { prisma, now } = deps;
  const pending = await prisma.emailChange.findUnique({ where: { userId } });
  if (!pending) throw new ConflictError(accountMessages.noEmailChange);
  if (pending.expiresAt <= now()) throw new InvalidFieldError('code', accountMessages.emailCodeExpired);
  const attempt = await limiter.reserve([
    { limit: limits.emailChangeCodeFailuresPerAccount, subject: userId },
  ]);
  const counted = await prisma.emailChange.updateMany({
    where: { userId, codeHash: pending.codeHash, failedAttempts: { lt: maxCodeTries } },
    data: { failedAttempts: { increment: 1 } },
  });
  if (counted.count === 0)
    throw new ApiError(429, accountMessages.emailCodeUsedUp, {
      errors: { code: accountMessages.emailCodeUsedUp },
    });
  const expected = Buffer.from(pending.codeHash, 'hex');
  const actual = Buffer.from(hashCode(deps.appSecret, userId, pending.newEmail, code), 'hex');
  if (!timingSafeEqual(actual, expected)) throw new InvalidFieldError('code', accountMessages.emailCodeWrong);
  await attempt.release();

  const oldAddress = await prisma
    .$transaction(async (tx) => {
      const taken = await tx.user.findFirst({
        where: { email: pending.newEmail, id: { not: userId } },
        select: { id: true },
      });
      if (taken) throw new InvalidFieldError('new_email', accountMessages.emailTaken);
      const before = await tx.user.findUniqueOrThrow({
        where: { id: userId },
        select: { email: true, firstName: true },
      });
      await tx.user.update({
        where: { id: userId },
        data: { email: pending.newEmail, emailVerifiedAt: now() },
      });
      await tx.emailChange.delete({ where: { userId } });
      return before;
    })
    .catch((error: unknown) => {
      // Someone signed up with the address between the check and the change.
      if (isUniqueViolation(error)) throw new InvalidFieldError('new_email', accountMessages.emailTaken);
      throw error;
    });
  await deps.mailer.send({
    to: oldAddress.email,
    subject: 'Your e-mail address was changed',
    text: [
      `Hello ${oldAddress.firstName},`,
      '',
      `The e-mail address of your Buildbay account was changed to ${pending.newEmail}. Sign-in and e-mails use it from now on.`,
      '',
      'If it was not you, write to us at once by replying to this e-mail.',
    ].join('\n'),
  });
  return pending.newEmail;
}
