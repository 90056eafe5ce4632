import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { limits } from '../rate-limit/limits.js';
import type { LimitCheck } from '../rate-limit/rate-limiter.js';
import type { RequestLimits } from '../rate-limit/request-limits.js';
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

/**
 * Sends a new code in the background within the send limits; when those are spent nothing is sent and
 * the last code stands (the page's "Resend code" then says so).
 */
export async function sendCodeWithinLimits(
  deps: AppDeps,
  user: CodeRecipient,
  { limiter, ip }: RequestLimits,
): Promise<void> {
  try {
    await limiter.consume(codeSendChecks(user.email, ip));
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return;
    throw error;
  }
  sendNewCode(deps, user).catch((error: unknown) =>
    deps.log(`Code for ${user.email} not sent: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/**
 * After an unverified user signs in (they go to /verify-email): makes sure a live code waits for them,
 * sending a new one when the last has expired or is used up.
 */
export async function offerCodeAfterSignIn(
  deps: AppDeps,
  user: CodeRecipient,
  requestLimits: RequestLimits,
): Promise<void> {
  const pending = await deps.prisma.emailVerification.findUnique({ where: { userId: user.id } });
  if (pending && pending.expiresAt > deps.now() && pending.failedAttempts < maxCodeTries) return;
  await sendCodeWithinLimits(deps, user, requestLimits);
}
