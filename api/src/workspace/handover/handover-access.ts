import { ConflictError } from '../../platform/errors/domain-errors.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { HANDOVER_MESSAGES } from '@platform/contract';

/*
 * The handover belongs to a Completed project only: before that there is nothing final to hand over.
 * Strangers get the project's 404 first (the route's projectAccess check), so they never learn whether it is
 * complete.
 */

export function requireCompletedProject(access: ProjectAccess): ProjectAccess {
  if (access.project.status !== 'COMPLETED') throw new ConflictError(HANDOVER_MESSAGES.notCompleted);
  return access;
}
