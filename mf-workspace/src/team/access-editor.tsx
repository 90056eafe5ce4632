import {
  PERMISSION_AREA_LABELS,
  PERMISSION_AREAS,
  PERMISSION_LEVELS,
  TEAM_ACCESS,
  TEAM_ROLES,
  type TeamRole,
} from '@platform/contract';
import { Button, Form, Select, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';
import type { MemberProfile, Permissions, TeamAccess } from './team-api';
import styles from './team.module.css';
import type { MemberChange } from './use-member-profile';

/** Role, access and the five levels of a member, for managers with Full Access in Team Management. */
export function AccessEditor({
  member,
  onSave,
}: {
  member: MemberProfile;
  /** Saves the change, resolving with the server's answer (its message is the toast); rejects when refused. */
  onSave: (change: MemberChange) => Promise<{ message: string }>;
}) {
  // The role picked is one of TEAM_ROLES (the Select offers no other); the member's own may predate them.
  const [role, setRole] = useState(member.role);
  const [access, setAccess] = useState<TeamAccess>(member.access);
  const [levels, setLevels] = useState<Permissions>(member.permissions);

  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  const save = () =>
    void submit(null, () =>
      onSave({ role: role as TeamRole, access, ...(access === 'Custom Permissions' ? levels : {}) }),
    );

  return (
    <Form className={styles.form} onSubmit={save} fieldErrors={fieldErrors} aria-label="Role and access">
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
        <Button type="submit" loading={submitting}>
          Save access
        </Button>
      </div>
    </Form>
  );
}
