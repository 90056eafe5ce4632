import { RefusedError } from '../../platform/errors/domain-errors.js';
import { PERMISSION_AREA_LABELS, includesLevel, PERMISSION_AREAS } from '@platform/contract';
import type { AreaLevels, TeamAccessChoice, TeamRole } from '@platform/contract';
import { permissionDenied, refuseArchived } from '../permissions/project-permission.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { ROLES_EDIT_MANAGERS_MAY_INVITE } from './team-roles.js';

/*
 * Team Management & Collaboration (docs/permissions.md): Edit invites Viewers and Reviewers with no more
 * than the inviter holds; Full Access invites any role, changes roles and permissions (again with no more
 * than the member holds), and removes members.
 */

const TEAM = 'teamManagenentAndCollaboration';

const holdsFullTeamAccess = (access: ProjectAccess) => includesLevel(access.levels[TEAM], 'Full Access');

/** May the caller manage (revoke) an invite with this role and these levels? */
export function assertMayManageInvitation(
  access: ProjectAccess,
  invite: { role: TeamRole; access: TeamAccessChoice; levels: AreaLevels },
): void {
  refuseArchived(access);
  if (holdsFullTeamAccess(access)) return;
  if (!ROLES_EDIT_MANAGERS_MAY_INVITE.includes(invite.role)) {
    const article = /^[AEIOU]/.test(invite.role) ? 'an' : 'a';
    throw new RefusedError(
      `You need Full Access to ${PERMISSION_AREA_LABELS[TEAM]} to invite ${article} ${invite.role}.`,
    );
  }
  if (invite.access === 'Full Access') {
    throw new RefusedError(`You need Full Access to ${PERMISSION_AREA_LABELS[TEAM]} to give Full Access.`);
  }
  if (!includesLevel(access.levels[TEAM], 'Edit')) throw permissionDenied(TEAM, 'Edit');
  assertWithinOwnLevels(access, invite.levels);
}

/**
 * No one gives more than they hold (issue #32): a member's invite or change gives at most their own level in
 * each area, and Full Access to Team Management, which lets its holder give everything else, only the owner
 * gives. Otherwise a member with Full Access there could invite a second account of theirs with Full Access
 * everywhere and be raised by it.
 */
export function assertWithinOwnLevels(access: ProjectAccess, levels: AreaLevels): void {
  if (access.isOwner) return;
  const beyond = PERMISSION_AREAS.find((area) => !includesLevel(access.levels[area], levels[area]));
  if (beyond)
    throw new RefusedError(`You cannot give more than your own access to ${PERMISSION_AREA_LABELS[beyond]}.`);
  if (levels[TEAM] === 'Full Access') {
    throw new RefusedError(`Only the project owner can give Full Access to ${PERMISSION_AREA_LABELS[TEAM]}.`);
  }
}

/** May the caller send (or re-send) an invite with this role and these levels? */
export function assertMayInvite(
  access: ProjectAccess,
  invite: { role: TeamRole; access: TeamAccessChoice; levels: AreaLevels },
): void {
  assertMayManageInvitation(access, invite);
  assertWithinOwnLevels(access, invite.levels);
}

export const TEAM_AREA = TEAM;

/** Whether the caller may send this invite now: an invitation works only while its sender still may send it. */
export function mayInvite(
  access: ProjectAccess,
  invite: { role: TeamRole; access: TeamAccessChoice; levels: AreaLevels },
): boolean {
  try {
    assertMayInvite(access, invite);
    return true;
  } catch (error) {
    if (error instanceof RefusedError) return false;
    throw error;
  }
}
