import { ACCOUNT_MESSAGES, FORM_MESSAGES, passwordProblem } from '@platform/contract';
import {
  Button,
  Form,
  formProblem,
  Input,
  useSubmit,
  useTypedApi,
  type FormProblem,
} from '@platform/shared-ui';
import { useState } from 'react';
import { PasswordMatch, PasswordStrengthMeter } from '../common/password-feedback';
import styles from './settings-page.module.css';
import { SettingsSection } from './settings-section';

/**
 * The rule a change breaks, checked as the server checks it (each field trimmed, then the new password's rule,
 * then the confirmation), so a wrong form never spends one of the current password's guesses.
 */
export function passwordChangeProblem(
  current: string,
  next: string,
  confirmation: string,
): FormProblem | null {
  const fields = { current_password: current, new_password: next, confirm_password: confirmation };
  const missing = Object.entries(fields).find(([, value]) => value.trim() === '');
  if (missing) return formProblem(FORM_MESSAGES.allRequired, missing[0]);
  const problem = passwordProblem(next.trim());
  if (problem) return formProblem(problem, 'new_password');
  if (next.trim() !== confirmation.trim())
    return formProblem(ACCOUNT_MESSAGES.passwordsDiffer, 'confirm_password');
  return null;
}

/** A new password, given with the current one (`POST /api/account/password/`); other sessions end. */
export function PasswordSection({ onChanged }: { onChanged(): void }) {
  const api = useTypedApi();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });

  function onSubmit() {
    void submit(passwordChangeProblem(current, next, confirmation), async () => {
      const answer = await api.post('/api/account/password/', {
        body: { current_password: current, new_password: next, confirm_password: confirmation },
      });
      setCurrent('');
      setNext('');
      setConfirmation('');
      onChanged();
      return answer;
    });
  }

  return (
    <SettingsSection title="Password" intro="Changing it signs you out everywhere else.">
      <Form className={styles.form} onSubmit={onSubmit} fieldErrors={fieldErrors}>
        <Input
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <Input
          label="New password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        {next ? <PasswordStrengthMeter password={next} /> : null}
        <Input
          label="Confirm new password"
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <PasswordMatch password={next} confirmation={confirmation} />
        <div className={styles.actions}>
          <Button type="submit" loading={submitting}>
            Change password
          </Button>
        </div>
      </Form>
    </SettingsSection>
  );
}
