import {
  PERMISSION_AREA_LABELS,
  PERMISSION_AREAS,
  PERMISSION_LEVELS,
  TEAM_ACCESS,
  TEAM_ROLES,
} from '@platform/contract';
import { Button, Select } from '@platform/shared-ui';
import { useState, type FormEvent } from 'react';
import type { MemberProfile, Permissions, TeamAccess } from './team-api';
import styles from './team.module.css';

/** Role, access and the five levels of a member, for managers with Full Access in Team Management. */
export function AccessEditor({
  member,
  onSave,
}: {
  member: MemberProfile;
  onSave: (change: Record<string, string>) => Promise<boolean>;
}) {
  const [role, setRole] = useState(member.role);
  const [access, setAccess] = useState<TeamAccess>(member.access);
  const [levels, setLevels] = useState<Permissions>(member.permissions);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSave({ role, access, ...(access === 'Custom Permissions' ? levels : {}) });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Role and access">
      <Select
        label="Role"
        options={TEAM_ROLES}
        value={role}
        onChange={(event) => setRole(event.target.value)}
      />
      <Select
        label="Access"
        options={TEAM_ACCESS}
        value={access}
        onChange={(event) => setAccess(event.target.value as TeamAccess)}
      />
      {access === 'Custom Permissions'
        ? PERMISSION_AREAS.map((area) => (
            <Select
              key={area}
              label={PERMISSION_AREA_LABELS[area]}
              options={PERMISSION_LEVELS}
              value={levels[area]}
              onChange={(event) =>
                setLevels((current) => ({
                  ...current,
                  [area]: event.target.value as Permissions[typeof area],
                }))
              }
            />
          ))
        : null}
      <div>
        <Button type="submit">Save access</Button>
      </div>
    </form>
  );
}
