import { includesLevel } from '@platform/contract';
import { useApiGet } from '@platform/shared-ui';
import type { MyPermissions } from './team-api';

export interface TeamRights {
  /** False until the caller's levels are known. */
  known: boolean;
  /** Invite Viewers and Reviewers, re-send and revoke their invitations, write responsibilities. */
  canInvite: boolean;
  /** Invite any role, change roles and levels, remove members. */
  canManage: boolean;
  mine: MyPermissions | null;
}

/** What the caller may do on the team pages (docs/permissions.md); nothing until it is known. */
export function useTeamRights(projectId: string): TeamRights {
  const query = useApiGet<MyPermissions>(`/api/projects/${encodeURIComponent(projectId)}/permissions/`);
  if (query.status !== 'success') {
    return { known: query.status === 'error', canInvite: false, canManage: false, mine: null };
  }
  const level = query.data.permissions.teamManagenentAndCollaboration;
  return {
    known: true,
    canInvite: includesLevel(level, 'Edit'),
    canManage: includesLevel(level, 'Full Access'),
    mine: query.data,
  };
}
