import { finishSignIn } from '../auth/login.js';
import type { SessionDevice } from '../../platform/sessions/sessions.js';
import type { AppDeps } from '../../deps.js';
import { unauthorized } from '../../platform/http/api-error.js';
import type { RequestLimits } from '../../platform/rate-limit/request-limits.js';
import { checkSecondFactor, twoFactorMessages } from './second-factor.js';
import { challengedUserId, challengeHolds } from './sign-in-challenge.js';

/**
 * `POST /api/login/two-factor/`: the second step of signing in, once the password was right. The challenge
 * proves the password step; the code is the authenticator's or a recovery code, rate-limited as sign-in is.
 */
export async function completeTwoFactorSignIn(
  deps: AppDeps,
  { challenge, code }: { challenge: string; code: string },
  limits: RequestLimits,
  device: SessionDevice,
) {
  const userId = challengedUserId(challenge);
  const user = userId
    ? await deps.prisma.user.findUnique({
        where: { id: userId },
        select: { id: true, passwordHash: true, totpSecret: true, totpLastStep: true, totpEnabledAt: true },
      })
    : null;
  if (!user?.totpEnabledAt || !challengeHolds(deps.appSecret, challenge, user, deps.now())) {
    throw unauthorized(twoFactorMessages.challengeExpired, {
      errors: { challenge: twoFactorMessages.challengeExpired },
    });
  }
  const used = await checkSecondFactor(deps, user, code, limits);
  if (!used)
    throw unauthorized(twoFactorMessages.wrongCode, { errors: { code: twoFactorMessages.wrongCode } });
  return finishSignIn(deps, user.id, limits, device);
}
