import { useApiGet } from '@platform/shared-ui';

const LEVELS = ['View', 'Edit', 'Review', 'Approve', 'Full Access'] as const;
type Level = (typeof LEVELS)[number];

interface MyPermissions {
  is_owner: boolean;
  permissions: { taskAndWorkflowManagement: Level };
}

export interface TaskPermissions {
  /** False until the caller's levels are known. */
  known: boolean;
  /** Create tasks, move them, edit their timeline. */
  canEdit: boolean;
  /** Move tasks into or out of Approved and Completed. */
  canApprove: boolean;
}

const includes = (held: Level, needed: Level) => LEVELS.indexOf(held) >= LEVELS.indexOf(needed);

/**
 * What the caller may do with the project's tasks (`GET /api/projects/{id}/permissions/`), so pages hide
 * what the server would refuse. Nothing is allowed until it is known.
 */
export function useTaskPermissions(projectId: string): TaskPermissions {
  const query = useApiGet<MyPermissions>(`/api/projects/${encodeURIComponent(projectId)}/permissions/`);
  if (query.status !== 'success') {
    return { known: query.status === 'error', canEdit: false, canApprove: false };
  }
  const level = query.data.permissions.taskAndWorkflowManagement;
  return { known: true, canEdit: includes(level, 'Edit'), canApprove: includes(level, 'Approve') };
}
