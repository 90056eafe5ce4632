import type { AppDeps } from '../../deps.js';
import { ConflictError } from '../../platform/errors/domain-errors.js';
import { ApiError } from '../../platform/http/api-error.js';
import { limits } from '../../platform/rate-limit/limits.js';
import type { RequestLimits } from '../../platform/rate-limit/request-limits.js';
import { codeSendChecks, sendNewCode } from './code-delivery.js';
import { checkCode, maxCodeTries } from './email-codes.js';
import { startSession } from '../../platform/sessions/sessions.js';

export const verifiedMessage = 'Email verified successfully' as const;
export const resentMessage = 'If this address is waiting for verification, a new code is on its way.';

const wrongCode = 'Invalid verification code.';

/**
 * `POST /api/verify-otp/`: the right code verifies the address and signs the user in with a new token.
 * Failures count against the address and the IP; an unknown address answers like a wrong code.
 */
export async function verifyEmail(
  deps: AppDeps,
  { email, code }: { email: string; code: string },
  { limiter, ip }: RequestLimits,
): Promise<{ token: string; userId: string }> {
  const { prisma, appSecret, now } = deps;
  // Counted before the check, given back when the code is right (only failures count).
  const attempt = await limiter.reserve([
    { limit: limits.codeFailuresPerAccount, subject: email },
    { limit: limits.codeFailuresPerIp, subject: ip },
  ]);
  const fail = (status: 400 | 429, message: string) =>
    new ApiError(status, message, { errors: { otp: message } });

  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, emailVerifiedAt: true },
  });
  if (!user) throw fail(400, wrongCode);
  if (user.emailVerifiedAt) {
    await attempt.release();
    throw new ConflictError('This email address is already verified. Please log in.');
  }
  const check = await checkCode(prisma, appSecret, user.id, code, now());
  switch (check.result) {
    case 'none':
      throw fail(400, wrongCode);
    case 'expired':
      throw fail(400, 'This code has expired. Please request a new code.');
    case 'used-up':
      throw fail(429, `Too many wrong codes (${maxCodeTries} tries). Please request a new code.`);
    case 'wrong':
      throw fail(
        400,
        check.triesLeft > 0
          ? `${wrongCode} ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`
          : `${wrongCode} Please request a new code.`,
      );
    case 'right':
      await attempt.release();
      break;
  }
  const token = await prisma.$transaction(async (tx) => {
    await tx.emailVerification.delete({ where: { userId: user.id } });
    await tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: now() } });
    return startSession(tx, user.id, now());
  });
  return { token, userId: user.id };
}

/**
 * `POST /api/resend-otp/`: a new code for an address still waiting for verification. The answer is the
 * same whether or not it is, so it tells nobody which addresses have accounts; the limits apply alike.
 * The e-mail goes out after the answer, for the same reason (a slow SMTP server would tell otherwise).
 */
export async function resendCode(
  deps: AppDeps,
  { email }: { email: string },
  { limiter, ip }: RequestLimits,
): Promise<void> {
  const { prisma } = deps;
  await limiter.consume(codeSendChecks(email, ip));
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, emailVerifiedAt: true },
  });
  if (!user || user.emailVerifiedAt) return;
  sendNewCode(deps, user).catch((error: unknown) =>
    deps.log(`New code for ${email} not sent: ${error instanceof Error ? error.message : String(error)}`),
  );
}
