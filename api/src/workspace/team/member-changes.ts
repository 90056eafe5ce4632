import { audienceOf } from '../events/audience.js';
import { recordActivity } from '../events/record-activity.js';
import type { AppDeps } from '../../deps.js';
import { ConflictError, NotFoundError, RefusedError } from '../../platform/errors/domain-errors.js';
import { requireLevel } from '../permissions/project-permission.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { levelColumns } from '../permissions/stored-levels.js';
import { permissionsOf } from './invite-schema.js';
import { storedAccess } from './membership.js';
import { tellRemovedMember } from './team-notices.js';
import { TEAM_AREA, assertWithinOwnLevels } from './team-rules.js';
import type { TeamAccessChoice, TeamRole } from '@platform/contract';

export interface MemberChange {
  role?: TeamRole;
  access?: TeamAccessChoice;
  /** With access Custom Permissions: the five levels, by wire name. */
  permissions?: Partial<Record<string, string>>;
  responsibilities?: string;
}

const ownerUntouchable = () => new RefusedError("The project owner's role and access cannot be changed.");
const memberNotFound = () => new NotFoundError('Team member not found.');

async function activeMember(deps: AppDeps, projectId: string, userId: string) {
  const member = await deps.prisma.projectMember.findUnique({
    where: { projectId_userId: { projectId, userId } },
  });
  if (!member || member.status !== 'ACTIVE') throw memberNotFound();
  return member;
}

/** Role and levels need Full Access in Team Management; responsibilities need Edit. Never the owner, never oneself. */
export async function changeMember(
  deps: AppDeps,
  access: ProjectAccess,
  memberId: string,
  change: MemberChange,
): Promise<void> {
  const callerId = access.userId;
  const changesAccess = change.role !== undefined || change.access !== undefined;
  // The level needed depends on what the change touches, so the route's check asks only for View.
  requireLevel(access, TEAM_AREA, changesAccess ? 'Full Access' : 'Edit');
  if (memberId === access.project.ownerId) throw ownerUntouchable();
  if (changesAccess && memberId === callerId) {
    throw new RefusedError('You cannot change your own role or access.');
  }
  const levels = change.access ? permissionsOf(change.access, change.permissions ?? {}) : null;
  if (levels) assertWithinOwnLevels(access, levels);
  await activeMember(deps, access.project.id, memberId);
  await deps.prisma.$transaction(async (tx) => {
    await tx.projectMember.update({
      where: { projectId_userId: { projectId: access.project.id, userId: memberId } },
      data: {
        ...(change.role ? { role: change.role } : {}),
        ...(change.access && levels ? { access: storedAccess(change.access), ...levelColumns(levels) } : {}),
        ...(change.responsibilities !== undefined ? { responsibilities: change.responsibilities } : {}),
      },
    });
    await recordActivity(tx, {
      projectId: access.project.id,
      actorId: callerId,
      kind: 'member.updated',
      subjectId: memberId,
      summary: 'changed a team member',
    });
  });
}

/** Takes a member off the project (Full Access in Team Management; never the owner). They keep a Removed row. */
export async function removeMember(
  deps: AppDeps,
  access: ProjectAccess,
  memberId: string,
): Promise<{ message: string }> {
  const callerId = access.userId;
  if (memberId === access.project.ownerId) throw new RefusedError('The project owner cannot be removed.');
  await activeMember(deps, access.project.id, memberId);
  // Of parallel removals one removes (and tells them); the others find no member left.
  if (!(await markRemoved(deps, access.project.id, memberId, callerId))) throw memberNotFound();
  if (memberId !== callerId) await tellRemovedMember(deps, { userId: memberId, project: access.project });
  return { message: 'Team member removed.' };
}

/** A member leaves on their own; the owner cannot leave their project. */
export async function leaveProject(deps: AppDeps, access: ProjectAccess): Promise<{ message: string }> {
  const callerId = access.userId;
  if (access.isOwner) throw new ConflictError('The owner cannot leave their own project.');
  await markRemoved(deps, access.project.id, callerId, callerId);
  return { message: `You left ${access.project.name}.` };
}

/**
 * Whether this call removed them (false: they were not, or no longer, an active member). The invitations
 * they sent that are still pending end with them (accepting one checks its sender anyway: accept-invitation.ts).
 */
async function markRemoved(
  deps: AppDeps,
  projectId: string,
  userId: string,
  actorId: string,
): Promise<boolean> {
  const now = deps.now();
  return deps.prisma.$transaction(async (tx) => {
    // The one who leaves hears of it too (their pages of the project close), so they are told first.
    const before = await audienceOf(tx, projectId, 'member', userId);
    const removed = await tx.projectMember.updateMany({
      where: { projectId, userId, status: 'ACTIVE' },
      data: { status: 'REMOVED', removedAt: now },
    });
    if (removed.count === 0) return false;
    await tx.teamInvitation.updateMany({
      where: { projectId, invitedById: userId, acceptedAt: null, revokedAt: null },
      data: { revokedAt: now },
    });
    await recordActivity(tx, {
      projectId,
      actorId,
      kind: 'member.removed',
      subjectId: userId,
      summary: actorId === userId ? 'left the project' : 'removed a team member',
      audience: before,
    });
    return true;
  });
}
