import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { limits } from '../rate-limit/limits.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { LimitCheck } from '../rate-limit/rate-limiter.js';
import { codeSendChecks, sendNewCode } from './code-delivery.js';
import { checkCode, maxCodeTries } from './email-codes.js';
import { startSession } from './sessions.js';

export const verifiedMessage = 'Email verified successfully' as const;
export const resentMessage = 'If this address is waiting for verification, a new code is on its way.';

const wrongCode = 'Invalid verification code.';

/**
 * `POST /api/verify-otp/`: the right code verifies the address and signs the user in with a new token.
 * Failures count against the address and the IP; an unknown address answers like a wrong code.
 */
export async function verifyEmail(
  deps: AppDeps,
  { email, code, ip }: { email: string; code: string; ip: string },
): Promise<{ token: string; userId: string }> {
  const { prisma, appSecret, now } = deps;
  const limiter = new RateLimiter(prisma, now);
  const failureChecks: LimitCheck[] = [
    { limit: limits.codeFailuresPerAccount, subject: email },
    { limit: limits.codeFailuresPerIp, subject: ip },
  ];
  await limiter.assertAllowed(failureChecks);
  const fail = async (status: 400 | 429, message: string) => {
    await limiter.record(failureChecks);
    return new ApiError(status, message, { errors: { otp: message } });
  };

  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, emailVerifiedAt: true },
  });
  if (!user) throw await fail(400, wrongCode);
  if (user.emailVerifiedAt) {
    throw new ApiError(409, 'This email address is already verified. Please log in.');
  }
  const check = await checkCode(prisma, appSecret, user.id, code, now());
  switch (check.result) {
    case 'none':
      throw await fail(400, wrongCode);
    case 'expired':
      throw await fail(400, 'This code has expired. Please request a new code.');
    case 'used-up':
      throw await fail(429, `Too many wrong codes (${maxCodeTries} tries). Please request a new code.`);
    case 'wrong':
      throw await fail(
        400,
        check.triesLeft > 0
          ? `${wrongCode} ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`
          : `${wrongCode} Please request a new code.`,
      );
    case 'right':
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
export async function resendCode(deps: AppDeps, { email, ip }: { email: string; ip: string }): Promise<void> {
  const { prisma, now } = deps;
  await new RateLimiter(prisma, now).consume(codeSendChecks(email, ip));
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, emailVerifiedAt: true },
  });
  if (!user || user.emailVerifiedAt) return;
  sendNewCode(deps, user).catch((error: unknown) =>
    deps.log(`New code for ${email} not sent: ${error instanceof Error ? error.message : String(error)}`),
  );
}
