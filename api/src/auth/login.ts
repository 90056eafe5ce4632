import { hashPassword, verifyPassword } from '@platform/db';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { limits } from '../rate-limit/limits.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { LimitCheck } from '../rate-limit/rate-limiter.js';
import { offerCodeAfterSignIn } from './code-delivery.js';
import { passwordLength } from './password-policy.js';
import { startSession } from './sessions.js';

export type LoginDestination = '/verify-email' | '/create-profile' | '/dashboard';

/**
 * Compared against when the e-mail is unknown, so that an unknown address costs the same scrypt time
 * as a wrong password and response times do not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;

/**
 * Checks the credentials, starts a session and says where the user goes next. Only failures count
 * towards the limits (per address and IP, per address, per IP), so correct sign-ins are never slowed.
 */
export async function logIn(
  deps: AppDeps,
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<{ token: string; userId: string; navigateTo: LoginDestination }> {
  const { prisma, now } = deps;
  const limiter = new RateLimiter(prisma, now);
  const fromHere: LimitCheck = { limit: limits.loginFailuresPerAccountAndIp, subject: `${email} ${ip}` };
  const failureChecks: LimitCheck[] = [
    fromHere,
    { limit: limits.loginFailuresPerAccount, subject: email },
    { limit: limits.loginFailuresPerIp, subject: ip },
  ];
  await limiter.assertAllowed(failureChecks);

  const user = await prisma.user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      firstName: true,
      passwordHash: true,
      emailVerifiedAt: true,
      businessProfile: { select: { id: true } },
    },
  });
  decoyHash ??= hashPassword('decoy password, never valid');
  // Longer than any password that can be set: refused without spending a hash on it.
  const valid =
    password.length <= passwordLength.max &&
    (await verifyPassword(password, user?.passwordHash ?? (await decoyHash)));
  if (!user?.passwordHash || !valid) {
    await limiter.record(failureChecks);
    throw new ApiError(401, 'Invalid email or password.');
  }
  await limiter.reset(fromHere);
  const token = await startSession(prisma, user.id, now());
  if (!user.emailVerifiedAt) {
    await offerCodeAfterSignIn(deps, user, ip);
    return { token, userId: user.id, navigateTo: '/verify-email' };
  }
  return { token, userId: user.id, navigateTo: user.businessProfile ? '/dashboard' : '/create-profile' };
}
