import { GOOGLE_RETURN_MESSAGES } from '@platform/contract';
import type { AppDeps } from '../../deps.js';
import { revokeAllSessions, startSession } from '../../platform/sessions/sessions.js';
import { issueChallenge } from '../two-factor/sign-in-challenge.js';
import type { GoogleIdentity } from './google-sign-in.js';

/** The three answers of a successful Google sign-in (@platform/contract; the callback page routes by them). */
export const googleMessages = {
  created: GOOGLE_RETURN_MESSAGES.created,
  profileIncomplete: GOOGLE_RETURN_MESSAGES.profileIncomplete,
  loggedIn: GOOGLE_RETURN_MESSAGES.loggedIn,
} as const;

export type GoogleMessage = (typeof googleMessages)[keyof typeof googleMessages];

/** The name parts of a new account: Google's given and family names, else its full name, else the address. */
function names(identity: GoogleIdentity): { firstName: string; lastName: string } {
  if (identity.givenName) return { firstName: identity.givenName, lastName: identity.familyName ?? '' };
  const [first = '', ...rest] = (identity.name ?? '').trim().split(/\s+/);
  if (first) return { firstName: first, lastName: rest.join(' ') };
  return { firstName: identity.email.split('@')[0] ?? identity.email, lastName: '' };
}

/**
 * Signs in the Google account's user: the account linked to this Google subject, else the account with
 * the same (Google-verified) address, which gets linked, else a new account. Linking an account whose
 * address was never verified drops its password and sessions: whoever registered the address without
 * owning it must not keep a way into the account its owner now uses.
 */
export async function signInWithGoogle(
  { prisma, sessionCache, now, appSecret }: AppDeps,
  identity: GoogleIdentity,
): Promise<{ token?: string; challenge?: string; userId: string; message: GoogleMessage }> {
  if (!identity.emailVerified) throw new Error(`Google has not verified ${identity.email}.`);
  const at = now();
  const { userId, created } = await prisma.$transaction(async (tx) => {
    const linked = await tx.user.findUnique({ where: { googleSubject: identity.subject } });
    if (linked) return { userId: linked.id, created: false };
    const sameAddress = await tx.user.findUnique({ where: { email: identity.email } });
    if (sameAddress) {
      const unverified = !sameAddress.emailVerifiedAt;
      await tx.user.update({
        where: { id: sameAddress.id },
        data: {
          googleSubject: identity.subject,
          ...(unverified ? { emailVerifiedAt: at, passwordHash: null } : {}),
        },
      });
      if (unverified) {
        await revokeAllSessions(tx, sessionCache, sameAddress.id, at);
        await tx.emailVerification.deleteMany({ where: { userId: sameAddress.id } });
      }
      return { userId: sameAddress.id, created: false };
    }
    const user = await tx.user.create({
      data: {
        ...names(identity),
        email: identity.email,
        googleSubject: identity.subject,
        emailVerifiedAt: at,
      },
    });
    return { userId: user.id, created: true };
  });
  const profile = await prisma.businessProfile.findUnique({ where: { userId }, select: { id: true } });
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, passwordHash: true, totpEnabledAt: true },
  });
  // Google vouches for the address, not for the second factor: the authenticator's code is still asked.
  if (user.totpEnabledAt) {
    return { challenge: issueChallenge(appSecret, user, at), userId, message: googleMessages.loggedIn };
  }
  const token = await startSession(prisma, userId, at);
  const message = created
    ? googleMessages.created
    : profile
      ? googleMessages.loggedIn
      : googleMessages.profileIncomplete;
  return { token, userId, message };
}
