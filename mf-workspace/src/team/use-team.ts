import {
  failureMessage,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  useApiGet,
  useLiveEvents,
  usePlatform,
} from '@platform/shared-ui';
import { useRef } from 'react';
import type { TeamOverview } from './team-api';

/** The team page's data, and the changes made from it (each reloads the team and tells the outcome). */
export function useTeam(projectId: string) {
  const { api, toast } = usePlatform();
  const base = `/api/projects/${encodeURIComponent(projectId)}`;
  const team = useApiGet<TeamOverview>(`${base}/team/`);
  useLiveEvents(projectId, ['member'], team.reload);
  // The last answer stays on screen while a change reloads the team.
  const shown = useRef<TeamOverview | null>(null);
  if (team.status === 'success') shown.current = team.data;

  async function act(method: 'POST' | 'DELETE', path: string): Promise<void> {
    try {
      const answer = await api.request<{ message: string }>(`${base}${path}`, { method });
      toast(answer.message, FORM_SUCCESS_TOAST);
      team.reload();
    } catch (error) {
      toast(failureMessage(error), FORM_ERROR_TOAST);
    }
  }

  return {
    team,
    shown: shown.current,
    resend: (invitationId: string) => act('POST', `/invitations/${invitationId}/resend/`),
    revoke: (invitationId: string) => act('DELETE', `/invitations/${invitationId}/`),
  };
}
