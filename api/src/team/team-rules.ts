import { RefusedError } from '../errors/domain-errors.js';
import { PERMISSION_AREA_LABELS, includesLevel, PERMISSION_AREAS } from '@platform/contract';
import type { AreaLevels, TeamAccessChoice, TeamRole } from '@platform/contract';
import { permissionDenied } from '../permissions/project-permission.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { ROLES_EDIT_MANAGERS_MAY_INVITE } from './team-roles.js';

/*
 * Team Management & Collaboration (docs/permissions.md): Edit invites Viewers and Reviewers with no more
 * than the inviter holds; Full Access invites any role, changes roles and permissions, and removes members.
 */

const TEAM = 'teamManagenentAndCollaboration';

const holdsFullTeamAccess = (access: ProjectAccess) => includesLevel(access.levels[TEAM], 'Full Access');

/** May the caller send (or re-send, or revoke) an invite with this role and these levels? */
export function assertMayInvite(
  access: ProjectAccess,
  invite: { role: TeamRole; access: TeamAccessChoice; levels: AreaLevels },
): void {
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
  const beyond = PERMISSION_AREAS.find((area) => !includesLevel(access.levels[area], invite.levels[area]));
  if (beyond)
    throw new RefusedError(`You cannot give more than your own access to ${PERMISSION_AREA_LABELS[beyond]}.`);
}

export const TEAM_AREA = TEAM;
