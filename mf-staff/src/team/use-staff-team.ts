import { useTypedApi } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import type { StaffRoleName } from '@platform/contract';
import { useCallback } from 'react';
import type { StaffMember } from '../common/staff-api';

export interface NewStaffForm {
  email: string;
  first_name: string;
  last_name: string;
  role: StaffRoleName;
}

const STAFF_PATH = '/api/staff/members/';
const reload = () => void invalidateApi([STAFF_PATH]);

/** The staff list (`GET /api/staff/members/`), adding and changing members; each change reloads the list. */
export function useStaffTeam() {
  const api = useTypedApi();
  const staff = useApiQuery('get', STAFF_PATH);

  const add = useCallback(
    async (form: NewStaffForm) => {
      const answer = await api.post(STAFF_PATH, { body: form });
      reload();
      return answer;
    },
    [api],
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
    [api],
  );
  return { staff, add, change };
}
