import {
  failureMessage,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  useApiGet,
  usePlatform,
} from '@platform/shared-ui';
import type { MemberProfile } from './team-api';

/** A member's profile, and the changes made from it; each tells its outcome as a toast. */
export function useMemberProfile(projectId: string, memberId: string) {
  const { api, toast } = usePlatform();
  const base = `/api/projects/${encodeURIComponent(projectId)}`;
  const profile = useApiGet<MemberProfile>(`${base}/team/${encodeURIComponent(memberId)}/`);

  async function call<T>(
    path: string,
    method: 'PATCH' | 'DELETE' | 'POST',
    body?: unknown,
  ): Promise<T | null> {
    try {
      return await api.request<T>(`${base}${path}`, { method, body });
    } catch (error) {
      toast(failureMessage(error), FORM_ERROR_TOAST);
      return null;
    }
  }

  return {
    profile,
    /**
     * Role, access and levels, or responsibilities (`PATCH`): resolves with the "Saved." answer once saved
     * (the profile is read again), rejects with the refusal; the form around it (`useSubmit`) shows both.
     */
    async save(change: Record<string, string>): Promise<{ message: string }> {
      await api.request<MemberProfile>(`${base}/team/${memberId}/`, { method: 'PATCH', body: change });
      profile.reload();
      return { message: 'Saved.' };
    },
    async remove(): Promise<boolean> {
      const answer = await call<{ message: string }>(`/team/${memberId}/`, 'DELETE');
      if (answer) toast(answer.message, FORM_SUCCESS_TOAST);
      return answer !== null;
    },
    async leave(): Promise<boolean> {
      const answer = await call<{ message: string }>('/leave/', 'POST');
      if (answer) toast(answer.message, FORM_SUCCESS_TOAST);
      return answer !== null;
    },
  };
}
