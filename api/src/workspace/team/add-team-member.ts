import type { Prisma } from '@platform/prisma';
import { ConflictError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { assertNotRestricted } from '../../billing/subscriptions/account-restriction.js';
import { renewIfDue } from '../../billing/subscriptions/billing-period.js';
import { assertSeatAvailable, takeSeat } from '../../billing/subscriptions/seat-taking.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { findProjectAccess } from '../permissions/project-permission.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { levelColumns } from '../permissions/stored-levels.js';
import { workspacePath } from '../projects/workspace-path.js';
import type { Invite } from './invite-schema.js';
import { invitationLink, newInvitationToken } from './invitation-token.js';
import { invitationGrant, joinProject, storedAccess } from './membership.js';
import { tellAddedMember } from './team-notices.js';
import { invitationMail } from './team-mail.js';
import { assertMayInvite, assertMayManageInvitation } from './team-rules.js';
import { INVITE_MESSAGES, invitationLifetimeMs } from './team-roles.js';

export interface AddedAnswer {
  message: string;
  redirect_url: string;
}

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/** 409 when the address already has a pending invitation to the project. */
async function refuseIfInvited(
  db: Pick<Prisma.TransactionClient, 'teamInvitation'>,
  projectId: string,
  email: string,
  now: Date,
): Promise<void> {
  const pending = await db.teamInvitation.findFirst({
    where: { projectId, email, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    select: { id: true },
  });
  if (pending) throw new ConflictError(INVITE_MESSAGES.alreadyInvited);
}

/**
 * The invite: someone with an account joins at once and is told in the app and by e-mail; an address
 * without one gets a single-use link for 7 days. Inviting a member (or the owner, or oneself) is a 409.
 */
export async function addTeamMember(deps: AppDeps, callerId: string, invite: Invite): Promise<AddedAnswer> {
  const { prisma } = deps;
  // The level needed depends on the role and access given (team-rules.ts).
  const access = await findProjectAccess(prisma, callerId, invite.projectId);
  assertMayInvite(access, invite);
  const { project } = access;
  const caller = await prisma.user.findUniqueOrThrow({ where: { id: callerId } });
  if (caller.email === invite.email) throw new ConflictError(INVITE_MESSAGES.yourself);

  const now = deps.now();
  // An account with a bill unpaid past its grace period takes nobody new until it is paid.
  await renewIfDue(prisma, project.ownerId, now);
  await assertNotRestricted(prisma, project.ownerId, now);
  const redirect_url = `${workspacePath(project)}/team-member-added-successfully?role=${encodeURIComponent(invite.role)}`;
  const grant = { role: invite.role, access: invite.access, levels: invite.levels, invitedById: callerId };
  const existing = await prisma.user.findUnique({
    where: { email: invite.email },
    select: { id: true, firstName: true, lastName: true },
  });

  if (existing) {
    const member = await prisma.projectMember.findUnique({
      where: { projectId_userId: { projectId: project.id, userId: existing.id } },
      select: { status: true },
    });
    if (existing.id === project.ownerId || member?.status === 'ACTIVE') {
      throw new ConflictError(INVITE_MESSAGES.alreadyMember);
    }
    await prisma.$transaction(async (tx) => {
      await takeSeat(tx, project.ownerId, existing.id, now);
      // Checked again under takeSeat's lock: of parallel invites of one person, one adds them.
      const joined = await tx.projectMember.findUnique({
        where: { projectId_userId: { projectId: project.id, userId: existing.id } },
        select: { status: true },
      });
      if (joined?.status === 'ACTIVE') throw new ConflictError(INVITE_MESSAGES.alreadyMember);
      await joinProject(tx, project.id, existing.id, grant, now);
      await tx.teamInvitation.updateMany({
        where: { projectId: project.id, email: invite.email, acceptedAt: null, revokedAt: null },
        data: { revokedAt: now },
      });
    });
    await tellAddedMember(deps, {
      userId: existing.id,
      inviterName: fullName(caller),
      project,
      role: invite.role,
    });
    return { message: INVITE_MESSAGES.added, redirect_url };
  }

  await refuseIfInvited(prisma, project.id, invite.email, now);
  // A free seat when the link is sent; accepting it takes the seat (accept-invitation.ts).
  await assertSeatAvailable(prisma, project.ownerId, now);

  const { token, tokenHash } = newInvitationToken();
  const invitation = await prisma.$transaction(async (tx) => {
    // Again under a lock on the project's row: of parallel invites of one address, one sends a link.
    await tx.$executeRaw`SELECT id FROM projects WHERE id = ${project.id}::uuid FOR UPDATE`;
    await refuseIfInvited(tx, project.id, invite.email, now);
    return tx.teamInvitation.create({
      data: {
        projectId: project.id,
        email: invite.email,
        role: invite.role,
        access: storedAccess(invite.access),
        ...levelColumns(invite.levels),
        tokenHash,
        expiresAt: new Date(now.getTime() + invitationLifetimeMs),
        invitedById: callerId,
        sentAt: now,
      },
    });
  });
  try {
    await deps.mailer.send(
      invitationMail(invite.email, {
        inviterName: fullName(caller),
        projectName: project.name,
        role: invite.role,
        link: invitationLink(deps.publicUrl, token, invite.email),
      }),
    );
  } catch (error) {
    await prisma.teamInvitation.delete({ where: { id: invitation.id } });
    deps.log(`invitation mail for project ${project.id} failed: ${(error as Error).message}`);
    throw new ApiError(503, 'The invitation could not be e-mailed. Please try again.');
  }
  return { message: `Invitation sent to ${invite.email}.`, redirect_url };
}

/** A fresh link and 7 more days for a pending invitation (the old link stops working). */
export async function resendInvitation(
  deps: AppDeps,
  access: ProjectAccess,
  invitationId: string,
): Promise<{ message: string }> {
  const { prisma } = deps;
  const callerId = access.userId;
  const invitation = await pendingInvitation(deps, access.project.id, invitationId);
  assertMayInvite(access, invitation.grant);
  const caller = await prisma.user.findUniqueOrThrow({ where: { id: callerId } });
  const { token, tokenHash } = newInvitationToken();
  const now = deps.now();
  await prisma.teamInvitation.update({
    where: { id: invitation.row.id },
    data: { tokenHash, expiresAt: new Date(now.getTime() + invitationLifetimeMs), sentAt: now },
  });
  try {
    await deps.mailer.send(
      invitationMail(invitation.row.email, {
        inviterName: fullName(caller),
        projectName: access.project.name,
        role: invitation.row.role,
        link: invitationLink(deps.publicUrl, token, invitation.row.email),
      }),
    );
  } catch (error) {
    deps.log(`invitation mail for project ${access.project.id} failed: ${(error as Error).message}`);
    throw new ApiError(503, 'The invitation could not be e-mailed. Please try again.');
  }
  return { message: `Invitation sent again to ${invitation.row.email}.` };
}

/** The invitation's link stops working; the address can be invited again. */
export async function revokeInvitation(
  deps: AppDeps,
  access: ProjectAccess,
  invitationId: string,
): Promise<{ message: string }> {
  const invitation = await pendingInvitation(deps, access.project.id, invitationId);
  assertMayManageInvitation(access, invitation.grant);
  await deps.prisma.teamInvitation.updateMany({
    where: { id: invitation.row.id, acceptedAt: null, revokedAt: null },
    data: { revokedAt: deps.now() },
  });
  return { message: `The invitation to ${invitation.row.email} was revoked.` };
}

async function pendingInvitation(deps: AppDeps, projectId: string, invitationId: string) {
  const row = await deps.prisma.teamInvitation.findFirst({
    where: { id: invitationId, projectId, acceptedAt: null, revokedAt: null },
  });
  if (!row) throw new NotFoundError('Invitation not found.');
  return { row, grant: invitationGrant(row) };
}
