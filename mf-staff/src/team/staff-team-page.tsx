import { STAFF_ROLE_DUTIES, STAFF_ROLES, type StaffRoleName } from '@platform/contract';
import { usePlatform, ApiError, FORM_ERROR_TOAST, FORM_SUCCESS_TOAST } from '@platform/shared-ui';
import { LoadState } from '../common/load-state';
import styles from '../common/console-page.module.css';
import { PageHeader } from '../common/page-header';
import type { StaffMember } from '../common/staff-api';
import type { SectionProps } from '../console/console-sections';
import { AddStaffForm } from './add-staff-form';
import { StaffRow } from './staff-row';
import { TEAM_TEXTS } from './team-texts';
import { useStaffTeam } from './use-staff-team';

/** /staff/team (Admin): the staff with their roles; add, change a role, deactivate or reactivate. */
export default function StaffTeamPage({ me }: SectionProps) {
  const { toast } = usePlatform();
  const { staff, add, change } = useStaffTeam();

  const changeMember = async (member: StaffMember, body: { role?: StaffRoleName; active?: boolean }) => {
    try {
      const answer = await change(member, body);
      toast(answer.message, FORM_SUCCESS_TOAST);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : 'The change failed.', FORM_ERROR_TOAST);
    }
  };

  return (
    <section className={styles.page}>
      <PageHeader title={TEAM_TEXTS.title} subtitle={TEAM_TEXTS.subtitle} />
      <ul className={styles.muted}>
        {STAFF_ROLES.map((role) => (
          <li key={role}>
            <strong>{role}</strong>: {STAFF_ROLE_DUTIES[role]}
          </li>
        ))}
      </ul>
      <AddStaffForm onAdd={add} />
      <LoadState query={staff} loading={TEAM_TEXTS.loading}>
        {({ staff: members }) => (
          <div className={styles.tableWrap} role="region" aria-label={TEAM_TEXTS.title} tabIndex={0}>
            <table className={styles.table} aria-label={TEAM_TEXTS.title}>
              <thead>
                <tr>
                  {TEAM_TEXTS.columns.map((column, index) => (
                    <th key={index} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <StaffRow
                    key={member.id}
                    member={member}
                    own={member.id === me.id}
                    onChange={(body) => void changeMember(member, body)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </section>
  );
}
