import { hashPassword, verifyPassword } from '@platform/db';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { startSession } from './sessions.js';

export type LoginDestination = '/verify-email' | '/create-profile' | '/dashboard';

/**
 * Compared against when the e-mail is unknown, so that an unknown address costs the same scrypt time
 * as a wrong password and response times do not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;

/** Checks the credentials, starts a session and says where the user goes next. */
export async function logIn(
  { prisma, now }: AppDeps,
  email: string,
  password: string,
): Promise<{ token: string; navigateTo: LoginDestination }> {
  const user = await prisma.user.findUnique({
    where: { email },
    select: {
      id: true,
      passwordHash: true,
      emailVerifiedAt: true,
      businessProfile: { select: { id: true } },
    },
  });
  decoyHash ??= hashPassword('decoy password, never valid');
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user || !valid) throw new ApiError(401, 'Invalid email or password.');
  const token = await startSession(prisma, user.id, now());
  const navigateTo = !user.emailVerifiedAt
    ? '/verify-email'
    : !user.businessProfile
      ? '/create-profile'
      : '/dashboard';
  return { token, navigateTo };
}
