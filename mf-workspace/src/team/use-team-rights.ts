import { useProjectRights } from '../workspace/project-rights';
import { useWorkspace } from '../workspace/workspace-context';

export interface TeamRights {
  /** False until the caller's levels are known. */
  known: boolean;
  /** Invite Viewers and Reviewers, re-send and revoke their invitations, write responsibilities. */
  canInvite: boolean;
  /** Invite any role, change roles and levels, remove members. */
  canManage: boolean;
  /** The caller's own id, so a page knows which member is them; null until known. */
  myUserId: string | null;
}

/**
 * What the caller may do on the team pages (docs/permissions.md), from the project's one view of the rights
 * that every workspace page reads, so a team page makes no rights call of its own.
 */
export function useTeamRights(): TeamRights {
  const { project } = useWorkspace();
  const rights = useProjectRights();
  return {
    known: rights.known,
    canInvite: rights.can('teamManagenentAndCollaboration', 'Edit'),
    canManage: rights.can('teamManagenentAndCollaboration', 'Full Access'),
    myUserId: project.my_user_id ?? null,
  };
}
