import { useProjectRights } from '../workspace/project-rights';

export interface TaskPermissions {
  /** False until the caller's levels are known. */
  known: boolean;
  /** Create tasks, move them, edit their timeline. */
  canEdit: boolean;
  /** Move tasks into or out of Approved and Completed. */
  canApprove: boolean;
}

/**
 * What the caller may do with the project's tasks, from the levels the workspace page's project carries
 * (one view of the rights for every page), so pages hide what the server would refuse.
 */
export function useTaskPermissions(): TaskPermissions {
  const rights = useProjectRights();
  return {
    known: rights.known,
    canEdit: rights.can('taskAndWorkflowManagement', 'Edit'),
    canApprove: rights.can('taskAndWorkflowManagement', 'Approve'),
  };
}
