import {
  failureMessage,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  usePlatform,
  useTypedApi,
  type ApiCallOptions,
  type ApiOperation,
} from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';

const MEMBER = '/api/projects/{project_id}/team/{member_id}/';

/** A change of a member's role, access and levels, or responsibilities (`PATCH`). */
export type MemberChange = ApiCallOptions<ApiOperation<typeof MEMBER, 'patch'>>['body'];

/** A member's profile, and the changes made from it; each tells its outcome as a toast. */
export function useMemberProfile(projectId: string, memberId: string) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const path = { project_id: projectId, member_id: memberId };
  const profile = useApiQuery('get', MEMBER, { params: { path } });

  /** Whether the change went through; its answer or its refusal is the toast. */
  async function told(change: () => Promise<{ message: string }>): Promise<boolean> {
    try {
      toast((await change()).message, FORM_SUCCESS_TOAST);
      return true;
    } catch (error) {
      toast(failureMessage(error), FORM_ERROR_TOAST);
      return false;
    }
  }

  return {
    profile,
    /**
     * Role, access and levels, or responsibilities (`PATCH`): resolves with the "Saved." answer once saved
     * (the profile is read again), rejects with the refusal; the form around it (`useSubmit`) shows both.
     */
    async save(change: MemberChange): Promise<{ message: string }> {
      await api.patch(MEMBER, { path, body: change });
      void invalidateApi([MEMBER], { path });
      return { message: 'Saved.' };
    },
    remove: () => told(() => api.delete(MEMBER, { path })),
    leave: () =>
      told(() => api.post('/api/projects/{project_id}/leave/', { path: { project_id: projectId } })),
  };
}
