import { hashPassword, verifyPassword } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { unauthorized } from '../../platform/http/api-error.js';
import { limits } from '../../platform/rate-limit/limits.js';
import type { LimitCheck } from '../../platform/rate-limit/rate-limiter.js';
import type { RequestLimits } from '../../platform/rate-limit/request-limits.js';
import { offerCodeAfterSignIn } from './code-delivery.js';
import { checkCode } from './email-codes.js';
import { PASSWORD_LENGTH } from '@platform/contract';
import { issueChallenge } from '../two-factor/sign-in-challenge.js';
import { startSession } from '../../platform/sessions/sessions.js';
import type { SessionDevice } from '../../platform/sessions/sessions.js';

export type LoginDestination = '/verify-email' | '/create-profile' | '/dashboard' | '/staff';

/** Signed in, or (two-factor sign-in on) the challenge the authenticator code is sent with. */
export type LoginOutcome =
  | { token: string; userId: string; navigateTo: LoginDestination }
  | { challenge: string; userId: string };

export const loginMessages = {
  invalid: 'Invalid email or password.',
  /** The same whether or not the password was right, so it tells a guesser nothing. */
  codeNeeded:
    'This account has had many failed sign-ins. If your password is right, we have e-mailed you a code: enter it with your password to sign in.',
  invalidWithCode: 'Invalid email, password or code.',
  /** Only the right password gets here: the codes it has had this hour are spent. */
  noCodeLeft:
    'This account has had many failed sign-ins and we may send no more codes this hour. Reset your password (Forgot password) to sign in now, or try again in an hour.',
} as const;

/**
 * Compared against when the e-mail is unknown, so that an unknown address costs the same scrypt time
 * as a wrong password and response times do not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;

/** Past the per-account ceiling, password checks an address still gets (room for one typo). */
const maxFailuresHereUnderAttack = 2;

const codeNeeded = () =>
  unauthorized(loginMessages.codeNeeded, { errors: { otp: loginMessages.codeNeeded } });
const noCodeLeft = () =>
  unauthorized(loginMessages.noCodeLeft, { errors: { otp: loginMessages.noCodeLeft } });

/**
 * Checks the credentials, starts a session and says where the user goes next. Every attempt is counted
 * BEFORE the (slow) password check and given back when the password is right, so only failures count
 * and a parallel burst gets no more checks than the limit: 5 per account and address, 50 per address.
 * The per-account ceiling (20 an hour from anywhere) never refuses the owner: past it, an address that
 * has failed fewer than twice on this account still gets its check, but the right password then also
 * needs the e-mail code (and the answer is the same whether the password was right).
 * A stranger can thus neither lock the owner out nor, from many addresses, sign in by guessing.
 */
export async function logIn(
  deps: AppDeps,
  { email, password, code }: { email: string; password: string; code: string | undefined },
  { limiter, ip }: RequestLimits,
  device: SessionDevice = {},
): Promise<LoginOutcome> {
  const { prisma, now } = deps;
  const fromHere: LimitCheck = { limit: limits.loginFailuresPerAccountAndIp, subject: `${email} ${ip}` };
  const attempt = await limiter.reserve([fromHere, { limit: limits.loginFailuresPerIp, subject: ip }]);
  const onAccount = await limiter.count({ limit: limits.loginFailuresPerAccount, subject: email });
  const failedHereBefore = (attempt.counts[0] ?? 1) - 1;
  if (onAccount.spent && failedHereBefore >= maxFailuresHereUnderAttack) {
    await Promise.all([attempt.release(), onAccount.release()]);
    throw limiter.refusal(onAccount.resetAt);
  }

  const user = await prisma.user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      firstName: true,
      passwordHash: true,
      emailVerifiedAt: true,
      totpEnabledAt: true,
    },
  });
  decoyHash ??= hashPassword('decoy password, never valid');
  // Longer than any password that can be set: refused without spending a hash on it.
  const valid =
    password.length <= PASSWORD_LENGTH.max &&
    (await verifyPassword(password, user?.passwordHash ?? (await decoyHash)));
  if (!user?.passwordHash || !valid) {
    if (!onAccount.spent) throw unauthorized(loginMessages.invalid);
    throw code === undefined ? codeNeeded() : unauthorized(loginMessages.invalidWithCode);
  }
  await Promise.all([limiter.reset(fromHere), attempt.release(), onAccount.release()]);

  if (onAccount.spent) {
    if (code === undefined) {
      throw (await offerCodeAfterSignIn(deps, user, { limiter, ip })) ? codeNeeded() : noCodeLeft();
    }
    const check = await checkCode(prisma, deps.appSecret, user.id, code, now());
    if (check.result !== 'right') throw unauthorized(loginMessages.invalidWithCode);
    await prisma.emailVerification.delete({ where: { userId: user.id } });
  }

  // The password was right: the authenticator's code comes next (two-factor-sign-in.ts finishes).
  if (user.totpEnabledAt) return { challenge: issueChallenge(deps.appSecret, user, now()), userId: user.id };
  return finishSignIn(deps, user.id, { limiter, ip }, device);
}

/** Starts the session of a user whose every factor was checked, and says where they go next. */
export async function finishSignIn(
  deps: AppDeps,
  userId: string,
  limits: RequestLimits,
  device: SessionDevice,
): Promise<{ token: string; userId: string; navigateTo: LoginDestination }> {
  const { prisma, now } = deps;
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      emailVerifiedAt: true,
      businessProfile: { select: { id: true } },
      talent: { select: { id: true } },
      projectMembers: { where: { status: 'ACTIVE' }, select: { projectId: true }, take: 1 },
      staffMember: { select: { deactivatedAt: true } },
    },
  });
  const token = await startSession(prisma, user.id, now(), device);
  if (!user.emailVerifiedAt) {
    await offerCodeAfterSignIn(deps, user, limits);
    return { token, userId: user.id, navigateTo: '/verify-email' };
  }
  // Staff work in the console (issue #27); their own projects, if any, are a click away.
  if (user.staffMember && !user.staffMember.deactivatedAt)
    return { token, userId: user.id, navigateTo: '/staff' };
  // The platform's own talent and those who joined others' projects work there: no business of their own
  // to describe until they start a project (docs/decisions.md).
  const hasHome = user.businessProfile !== null || user.talent !== null || user.projectMembers.length > 0;
  return { token, userId: user.id, navigateTo: hasHome ? '/dashboard' : '/create-profile' };
}
