import type { PrismaClient } from '@platform/prisma';
import type { PermissionArea } from '@platform/contract';
import { ConflictError } from '../../platform/errors/domain-errors.js';
import { requireProjectPermission } from '../permissions/project-permission.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { HANDOVER_MESSAGES } from '@platform/contract';

/*
 * The handover belongs to a Completed project only: before that there is nothing final to hand over.
 * Strangers get the project's 404 first, so they never learn whether it is complete.
 */

export async function requireCompletedProject(
  prisma: PrismaClient,
  userId: string,
  projectId: string,
  area: PermissionArea,
): Promise<ProjectAccess> {
  const access = await requireProjectPermission(prisma, userId, projectId, area, 'View');
  if (access.project.status !== 'COMPLETED') throw new ConflictError(HANDOVER_MESSAGES.notCompleted);
  return access;
}
