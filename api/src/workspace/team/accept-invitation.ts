import type { Project } from '@platform/prisma';
import { ConflictError, NotFoundError, RefusedError } from '../../platform/errors/domain-errors.js';
import { renewIfDue } from '../../billing/subscriptions/billing-period.js';
import { takeSeat } from '../../billing/subscriptions/seat-taking.js';
import type { AppDeps } from '../../deps.js';
import { workspacePath } from '../projects/workspace-path.js';
import { hashInvitationToken } from './invitation-token.js';
import { invitationGrant, joinProject } from './membership.js';
import { tellInviterJoined } from './team-notices.js';
import { levelSelect, levelsOf } from '../permissions/stored-levels.js';
import { mayInvite } from './team-rules.js';

/**
 * Whether following `token`'s link proves `email`: an invitation still open (not accepted, revoked or
 * expired) that was sent to that very address. The e-mail carried the token, so whoever has it reads that
 * mailbox.
 */
export async function invitationProvesAddress(
  prisma: AppDeps['prisma'],
  token: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const invitation = await prisma.teamInvitation.findUnique({
    where: { tokenHash: hashInvitationToken(token) },
    select: { email: true, acceptedAt: true, revokedAt: true, expiresAt: true },
  });
  return (
    invitation !== null &&
    invitation.email === email &&
    invitation.acceptedAt === null &&
    invitation.revokedAt === null &&
    invitation.expiresAt > now
  );
}

const invalidLink = () =>
  new NotFoundError('This invitation link is not valid any more. Please ask for a new one.');

/** The invitee cannot buy seats: they are told whom to ask, and the link keeps working for when one is added. */
export const noSeatForInvitee = (projectName: string) =>
  `${projectName} has no free seat for you right now. Ask the person who invited you to add a seat, then open this invitation link again.`;

/**
 * Whether whoever sent the invitation may still send it (issue #32): a member who was removed, left, lost
 * the level, or deleted their account takes their pending invitations with them. The owner always may.
 */
async function senderStillMay(
  deps: AppDeps,
  invitation: Parameters<typeof invitationGrant>[0] & {
    invitedById: string | null;
    project: Project;
  },
): Promise<boolean> {
  const { invitedById, project } = invitation;
  if (invitedById === project.ownerId) return true;
  if (invitedById === null) return false;
  const sender = await deps.prisma.projectMember.findFirst({
    where: { projectId: project.id, userId: invitedById, status: 'ACTIVE' },
    select: levelSelect,
  });
  if (!sender) return false;
  const access = { project, userId: invitedById, isOwner: false, levels: levelsOf(sender) };
  return mayInvite(access, invitationGrant(invitation));
}

/**
 * Registering or signing in through an invitation link: the signed-in user joins the project with the
 * invited role and levels. The link works once (claimed by a conditional update), for 7 days, and only
 * for the address it was sent to. The owner's account needs a free seat then too (taken in the same
 * transaction); without one nothing changes and the link stays usable.
 */
export async function acceptInvitation(
  deps: AppDeps,
  userId: string,
  token: string,
): Promise<{ message: string; project_id: string; redirect_url: string }> {
  const { prisma } = deps;
  const now = deps.now();
  const invitation = await prisma.teamInvitation.findUnique({
    where: { tokenHash: hashInvitationToken(token) },
    include: { project: true },
  });
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) throw invalidLink();
  if (!(await senderStillMay(deps, invitation))) throw invalidLink();
  if (invitation.expiresAt <= now) {
    throw new NotFoundError('This invitation has expired. Please ask for a new one.');
  }
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.email !== invitation.email) {
    throw new RefusedError(
      `This invitation was sent to ${invitation.email}. Please sign in with that address.`,
    );
  }
  const { project } = invitation;
  const answer = { project_id: project.id, redirect_url: workspacePath(project) };
  if (project.ownerId === userId) throw new ConflictError('You own this project already.');

  await renewIfDue(prisma, project.ownerId, now);
  const joined = await prisma.$transaction(async (tx) => {
    const claimed = await tx.teamInvitation.updateMany({
      where: { id: invitation.id, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      data: { acceptedAt: now },
    });
    if (claimed.count !== 1) throw invalidLink();
    const member = await tx.projectMember.findUnique({
      where: { projectId_userId: { projectId: project.id, userId } },
      select: { status: true },
    });
    // Someone added meanwhile keeps what they were given then.
    if (member?.status === 'ACTIVE') return false;
    await takeSeat(tx, project.ownerId, userId, now, () => new ConflictError(noSeatForInvitee(project.name)));
    await joinProject(
      tx,
      project.id,
      userId,
      { ...invitationGrant(invitation), invitedById: invitation.invitedById },
      now,
    );
    return true;
  });
  if (joined && invitation.invitedById) {
    await tellInviterJoined(deps, {
      inviterId: invitation.invitedById,
      memberName: `${user.firstName} ${user.lastName}`,
      project,
    });
  }
  return { message: `You joined ${project.name}.`, ...answer };
}
