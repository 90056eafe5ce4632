import { STAFF_ROLES, type StaffRoleName } from '@platform/contract';
import { Badge, Button } from '@platform/shared-ui';
import styles from '../common/console-page.module.css';
import type { StaffMember } from '../common/staff-api';
import { TEAM_TEXTS } from './team-texts';

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });

/** One staff member on the Staff page: their role to change and (not for oneself) Deactivate or Reactivate. */
export function StaffRow({
  member,
  own,
  onChange,
}: {
  member: StaffMember;
  own: boolean;
  onChange: (change: { role?: StaffRoleName; active?: boolean }) => void;
}) {
  const name = `${member.first_name} ${member.last_name}`.trim();
  return (
    <tr>
      <td>
        {name} {own ? <span className={styles.muted}>{TEAM_TEXTS.you}</span> : null}
      </td>
      <td>{member.email}</td>
      <td>
        <select
          aria-label={TEAM_TEXTS.roleOf(name)}
          value={member.role}
          disabled={own || !member.active}
          onChange={(event) => onChange({ role: event.target.value as StaffRoleName })}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </select>
      </td>
      <td>{member.two_factor_enabled ? TEAM_TEXTS.twoFactorOn : TEAM_TEXTS.twoFactorOff}</td>
      <td>
        {dateFormat.format(new Date(member.added_at))}
        <div className={styles.muted}>{member.added_by ?? TEAM_TEXTS.byCommandLine}</div>
      </td>
      <td>
        <Badge tone={member.active ? 'success' : 'neutral'}>
          {member.active ? TEAM_TEXTS.active : TEAM_TEXTS.inactive}
        </Badge>
      </td>
      <td>
        {own ? null : (
          <Button variant="secondary" size="sm" onClick={() => onChange({ active: !member.active })}>
            {member.active ? TEAM_TEXTS.deactivate : TEAM_TEXTS.reactivate}
          </Button>
        )}
      </td>
    </tr>
  );
}
