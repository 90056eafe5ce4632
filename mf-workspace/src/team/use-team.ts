import {
  failureMessage,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  useLiveInvalidation,
  usePlatform,
  useTypedApi,
} from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';

const TEAM = '/api/projects/{project_id}/team/';

/** The team page's data, and the changes made from it (each reloads the team and tells the outcome). */
export function useTeam(projectId: string) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const path = { project_id: projectId };
  // The last answer stays on screen while a change reloads the team (the query cache keeps it).
  const team = useApiQuery('get', TEAM, { params: { path } });
  useLiveInvalidation(projectId, ['member'], [TEAM], { path });

  async function act(change: () => Promise<{ message: string }>): Promise<void> {
    try {
      const answer = await change();
      toast(answer.message, FORM_SUCCESS_TOAST);
      void invalidateApi([TEAM], { path });
    } catch (error) {
      toast(failureMessage(error), FORM_ERROR_TOAST);
    }
  }

  const invitation = (invitationId: string) => ({ path: { ...path, invitation_id: invitationId } });
  return {
    team,
    resend: (invitationId: string) =>
      act(() =>
        api.post('/api/projects/{project_id}/invitations/{invitation_id}/resend/', invitation(invitationId)),
      ),
    revoke: (invitationId: string) =>
      act(() =>
        api.delete('/api/projects/{project_id}/invitations/{invitation_id}/', invitation(invitationId)),
      ),
  };
}
