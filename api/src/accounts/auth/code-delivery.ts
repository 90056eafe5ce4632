import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { limits } from '../../platform/rate-limit/limits.js';
import type { LimitCheck } from '../../platform/rate-limit/rate-limiter.js';
import type { RequestLimits } from '../../platform/rate-limit/request-limits.js';
import { codeMail } from './account-mail.js';
import { issueCode, maxCodeTries } from './email-codes.js';

export interface CodeRecipient {
  id: string;
  email: string;
  firstName: string;
}

/** The send limits of one e-mail code: a minute apart and 5 an hour per address, 30 an hour per IP. */
export const codeSendChecks = (email: string, ip: string): LimitCheck[] => [
  { limit: limits.codeSendsPerAccountCooldown, subject: email },
  { limit: limits.codeSendsPerAccount, subject: email },
  { limit: limits.codeSendsPerIp, subject: ip },
];

/** Replaces the user's code with a new one and e-mails it; resolves once the mailer has taken it. */
export async function sendNewCode(deps: AppDeps, user: CodeRecipient): Promise<void> {
  const code = await issueCode(deps.prisma, deps.appSecret, user.id, deps.now());
  await deps.mailer.send(codeMail(user.email, user.firstName, code));
}

/** The send limits of a code asked for with the right password (sign-in past the ceiling, unverified). */
const signInCodeChecks = (email: string, ip: string): LimitCheck[] => [
  { limit: limits.signInCodeSendsPerAccount, subject: email },
  { limit: limits.codeSendsPerIp, subject: ip },
];

/**
 * After the right password (an unverified user, or a sign-in past the failure ceiling): makes sure a live
 * code waits, keeping the one on its way or sending a new one in the background within the sign-in send
 * limits. Resolves whether a code waits: false once those limits are spent and no code is live.
 */
export async function offerCodeAfterSignIn(
  deps: AppDeps,
  user: CodeRecipient,
  { limiter, ip }: RequestLimits,
): Promise<boolean> {
  const pending = await deps.prisma.emailVerification.findUnique({ where: { userId: user.id } });
  if (pending && pending.expiresAt > deps.now() && pending.failedAttempts < maxCodeTries) return true;
  try {
    await limiter.consume(signInCodeChecks(user.email, ip));
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return false;
    throw error;
  }
  sendNewCode(deps, user).catch((error: unknown) =>
    deps.log(`Code for ${user.email} not sent: ${error instanceof Error ? error.message : String(error)}`),
  );
  return true;
}
