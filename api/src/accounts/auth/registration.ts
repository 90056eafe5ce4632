import { hashPassword, Prisma } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { ConflictError } from '../../platform/errors/domain-errors.js';
import { ApiError } from '../../platform/http/api-error.js';
import type { RequestLimits } from '../../platform/rate-limit/request-limits.js';
import { invitationProvesAddress } from '../../workspace/team/accept-invitation.js';
import { codeSendChecks, sendNewCode } from './code-delivery.js';
import { revokeAllSessions, startSession } from '../../platform/sessions/sessions.js';

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The token of the invitation link the visitor followed, if any. */
  invite: string | null;
}

/** A code is on its way; or the invitation link proved the address and the new account is signed in. */
export type Registered = { proven: false } | { proven: true; userId: string; token: string };

export const registeredMessage =
  'Account created successfully. Please check your email for the verification code.';

const alreadyRegistered = () =>
  new ConflictError('An account with this email already exists. Please log in.', {
    email: 'An account with this email already exists.',
  });

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * Creates an unverified account and e-mails its code. An address that was registered but never verified
 * may be registered again: the new details replace the old and the old sessions end, because whoever
 * registered it before never proved they own it. If the code cannot be sent, a new account is removed
 * again, so nothing is left half-made. Signing up through an open invitation sent to this address proves
 * it as a code would: the account is verified and signed in at once, and no code is sent.
 */
export async function register(
  deps: AppDeps,
  registration: Registration,
  { limiter, ip }: RequestLimits,
): Promise<Registered> {
  const { prisma, now } = deps;
  // Counted first, so the "already exists" answer cannot be used to probe addresses without limit.
  await limiter.consume(codeSendChecks(registration.email, ip));
  const existing = await prisma.user.findUnique({ where: { email: registration.email } });
  if (existing?.emailVerifiedAt) throw alreadyRegistered();

  const { email, firstName, lastName, invite } = registration;
  const proven = invite !== null && (await invitationProvesAddress(prisma, invite, email, now()));
  const emailVerifiedAt = proven ? now() : null;
  const passwordHash = await hashPassword(registration.password);
  let user: { id: string; created: boolean };
  try {
    user = await prisma.$transaction(async (tx) => {
      if (!existing) {
        const created = await tx.user.create({
          data: { email, firstName, lastName, passwordHash, emailVerifiedAt },
        });
        return { id: created.id, created: true };
      }
      // Only while still unverified: a verification racing with this registration wins.
      const replaced = await tx.user.updateMany({
        where: { id: existing.id, emailVerifiedAt: null },
        data: { firstName, lastName, passwordHash, emailVerifiedAt },
      });
      if (replaced.count === 0) throw alreadyRegistered();
      await revokeAllSessions(tx, deps.sessionCache, existing.id, now());
      if (proven) await tx.emailVerification.deleteMany({ where: { userId: existing.id } });
      return { id: existing.id, created: false };
    });
  } catch (error) {
    throw isUniqueViolation(error) ? alreadyRegistered() : error;
  }

  if (proven) return { proven, userId: user.id, token: await startSession(prisma, user.id, now()) };
  try {
    await sendNewCode(deps, { id: user.id, email, firstName });
  } catch (error) {
    if (user.created) await prisma.user.delete({ where: { id: user.id } });
    deps.log(`Sign-up code for ${email} not sent: ${error instanceof Error ? error.message : String(error)}`);
    throw new ApiError(503, 'We could not send the verification email. Please try again later.');
  }
  return { proven: false };
}
