import { STAFF_ROLES, type StaffRoleName } from '@platform/contract';
import { Button, FieldErrorsContext, formProblem, Input, Select, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';
import styles from '../common/console-page.module.css';
import { TEAM_TEXTS } from './team-texts';
import type { NewStaffForm } from './use-staff-team';

const empty: NewStaffForm = { email: '', first_name: '', last_name: '', role: 'Operations' };

/** An Admin adds a staff member; they are e-mailed a link to choose a password. */
export function AddStaffForm({ onAdd }: { onAdd: (form: NewStaffForm) => Promise<unknown> }) {
  const [form, setForm] = useState(empty);
  const { submit, submitting, fieldErrors } = useSubmit({ successToast: true });
  const set = (field: keyof NewStaffForm) => (value: string) =>
    setForm((old) => ({ ...old, [field]: value }));

  const send = async () => {
    const problem = form.email.trim() ? null : formProblem(TEAM_TEXTS.emailNeeded, 'email');
    if (await submit(problem, () => onAdd({ ...form, email: form.email.trim() }))) setForm(empty);
  };

  return (
    <form
      {...fieldErrors.form}
      className={styles.form}
      aria-label={TEAM_TEXTS.addTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FieldErrorsContext.Provider value={fieldErrors.errors}>
        <Input
          label={TEAM_TEXTS.email}
          name="email"
          type="email"
          value={form.email}
          onChange={(event) => set('email')(event.target.value)}
        />
        <Input
          label={TEAM_TEXTS.firstName}
          name="first_name"
          value={form.first_name}
          onChange={(event) => set('first_name')(event.target.value)}
        />
        <Input
          label={TEAM_TEXTS.lastName}
          name="last_name"
          value={form.last_name}
          onChange={(event) => set('last_name')(event.target.value)}
        />
        <Select
          label={TEAM_TEXTS.role}
          name="role"
          options={STAFF_ROLES}
          value={form.role}
          onChange={(event) => set('role')(event.target.value as StaffRoleName)}
        />
      </FieldErrorsContext.Provider>
      <div>
        <Button type="submit" loading={submitting}>
          {TEAM_TEXTS.add}
        </Button>
      </div>
    </form>
  );
}
