import { useApiGet, useTypedApi } from '@platform/shared-ui';
import type { StaffRoleName } from '@platform/contract';
import { useCallback } from 'react';
import type { StaffMember } from '../common/staff-api';

export interface NewStaffForm {
  email: string;
  first_name: string;
  last_name: string;
  role: StaffRoleName;
}

/** The staff list (`GET /api/staff/members/`), adding and changing members; each change reloads the list. */
export function useStaffTeam() {
  const api = useTypedApi();
  const staff = useApiGet<{ staff: StaffMember[] }>('/api/staff/members/');
  const { reload } = staff;

  const add = useCallback(
    async (form: NewStaffForm) => {
      const answer = await api.post('/api/staff/members/', { body: form });
      reload();
      return answer;
    },
    [api, reload],
  );
  const change = useCallback(
    async (member: StaffMember, body: { role?: StaffRoleName; active?: boolean }) => {
      const answer = await api.patch('/api/staff/members/{staff_id}/', {
        path: { staff_id: member.id },
        body,
      });
      reload();
      return answer;
    },
    [api, reload],
  );
  return { staff, add, change };
}
