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
    /** Role, access and levels, or responsibilities (`PATCH`); true when saved. */
    async save(change: Record<string, string>): Promise<boolean> {
      const saved = await call<MemberProfile>(`/team/${memberId}/`, 'PATCH', change);
      if (saved) {
        toast('Saved.', FORM_SUCCESS_TOAST);
        profile.reload();
      }
      return saved !== null;
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
