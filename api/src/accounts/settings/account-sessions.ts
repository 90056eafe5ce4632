import type { AppDeps } from '../../deps.js';
import { ConflictError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { revokeOtherSessions, revokeSession } from '../../platform/sessions/sessions.js';
import type { ActiveSession } from '../../platform/sessions/sessions.js';
import { accountMessages } from './account-messages.js';
import { deviceName } from './device-name.js';

/** The user's live sessions, last seen first, the one in use marked. */
export async function listSessions({ prisma, now }: AppDeps, current: ActiveSession) {
  const sessions = await prisma.session.findMany({
    where: { userId: current.userId, revokedAt: null, expiresAt: { gt: now() } },
    orderBy: [{ lastSeenAt: 'desc' }, { createdAt: 'desc' }],
    select: { id: true, userAgent: true, ipAddress: true, createdAt: true, lastSeenAt: true },
  });
  return sessions.map((session) => ({
    id: session.id,
    device: deviceName(session.userAgent),
    ip_address: session.ipAddress,
    signed_in_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    current: session.id === current.sessionId,
  }));
}

/** Ends one of the user's other sessions; someone else's, or an ended one, is not found. */
export async function endSession(deps: AppDeps, current: ActiveSession, sessionId: string): Promise<void> {
  if (sessionId === current.sessionId) throw new ConflictError(accountMessages.currentSession);
  const session = await deps.prisma.session.findFirst({
    where: { id: sessionId, userId: current.userId, revokedAt: null, expiresAt: { gt: deps.now() } },
    select: { id: true },
  });
  if (!session) throw new NotFoundError(accountMessages.sessionNotFound);
  await revokeSession(deps.prisma, deps.sessionCache, session.id, deps.now());
}

export const endOtherSessions = (deps: AppDeps, current: ActiveSession) =>
  revokeOtherSessions(deps.prisma, deps.sessionCache, current.userId, current.sessionId, deps.now());
