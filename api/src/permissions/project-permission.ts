import type { PrismaClient, Project } from '@platform/db';
import { ApiError } from '../http/api-error.js';
import { findVisibleProject } from '../projects/project-access.js';
import { AREA_LABELS, everyArea, includesLevel } from './permission-matrix.js';
import type { AreaLevels, PermissionArea, PermissionLevel } from './permission-matrix.js';

/*
 * The one server-side permission check of every project call (docs/permissions.md). Someone who may not
 * see the project gets the same 404 as for a missing one; a member without the level gets 403 naming it.
 */

export interface ProjectAccess {
  project: Project;
  /** The owner holds Full Access everywhere. */
  isOwner: boolean;
  levels: AreaLevels;
}

/** What a member holds in each area: the levels stored with their membership. */
async function memberLevels(prisma: PrismaClient, projectId: string, userId: string): Promise<AreaLevels> {
  const member = await prisma.projectMember.findUnique({
    where: { projectId_userId: { projectId, userId } },
    select: { role: true },
  });
  return roleDefaults(member?.role ?? 'Viewer');
}

/** The levels a role gets when the invite gave Full Access per role, before custom permissions. */
function roleDefaults(role: string): AreaLevels {
  switch (role) {
    case 'Admin':
    case 'Project Manager':
      return everyArea('Full Access');
    case 'Editor':
      return everyArea('Edit');
    case 'Reviewer':
      return everyArea('Review');
    default:
      return everyArea('View');
  }
}

/** The caller's access to a project they may see; 404 otherwise. */
export async function projectAccess(
  prisma: PrismaClient,
  userId: string,
  projectId: string,
): Promise<ProjectAccess> {
  const project = await findVisibleProject(prisma, userId, projectId);
  if (project.ownerId === userId) return { project, isOwner: true, levels: everyArea('Full Access') };
  return { project, isOwner: false, levels: await memberLevels(prisma, project.id, userId) };
}

export const permissionDenied = (area: PermissionArea, level: PermissionLevel) =>
  new ApiError(403, `You need ${level} access to ${AREA_LABELS[area]}.`);

/** The project, when the caller holds at least `level` in `area`; 404 for strangers, 403 for members short of it. */
export async function requireProjectPermission(
  prisma: PrismaClient,
  userId: string,
  projectId: string,
  area: PermissionArea,
  level: PermissionLevel,
): Promise<ProjectAccess> {
  const access = await projectAccess(prisma, userId, projectId);
  if (!includesLevel(access.levels[area], level)) throw permissionDenied(area, level);
  return access;
}
