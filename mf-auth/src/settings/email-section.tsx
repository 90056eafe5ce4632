import { Button, Form, Input, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import type { Account } from './settings-api';
import styles from './settings-page.module.css';
import { SettingsSection } from './settings-section';
import { SETTINGS_TEXTS } from './settings-texts';

export interface EmailSectionProps {
  account: Account;
  onChanged(): void;
}

/**
 * Changing the address: the new one and the current password send a code to the new address
 * (`POST /api/account/email/`); the code finishes it (`POST /api/account/email/confirm/`).
 */
export function EmailSection({ account, onChanged }: EmailSectionProps) {
  const api = useTypedApi();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const start = useSubmit({ successToast: true });
  const confirm = useSubmit({ successToast: true });
  const cancel = useSubmit({ successToast: true });

  function onStart() {
    void start.submit(null, async () => {
      const answer = await api.post('/api/account/email/', {
        body: { new_email: newEmail, current_password: password },
      });
      setPassword('');
      onChanged();
      return answer;
    });
  }

  function onConfirm() {
    void confirm.submit(null, async () => {
      const answer = await api.post('/api/account/email/confirm/', { body: { code } });
      setCode('');
      setNewEmail('');
      onChanged();
      return answer;
    });
  }

  function onCancel() {
    void cancel.submit(null, async () => {
      const answer = await api.delete('/api/account/email/');
      setCode('');
      onChanged();
      return answer;
    });
  }

  return (
    <SettingsSection title="E-mail address" intro={`You sign in with ${account.email}.`}>
      {account.pending_email ? (
        <Form className={styles.form} onSubmit={onConfirm} fieldErrors={confirm.fieldErrors}>
          <p className={styles.status} role="status">
            {SETTINGS_TEXTS.emailPending(account.pending_email)}
          </p>
          <Input
            label="Code from the e-mail"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={confirm.submitting}>
              Confirm new address
            </Button>
            <Button variant="ghost" onClick={onCancel} loading={cancel.submitting}>
              Cancel the change
            </Button>
          </div>
        </Form>
      ) : (
        <Form className={styles.form} onSubmit={onStart} fieldErrors={start.fieldErrors}>
          <Input
            label="New e-mail address"
            name="new_email"
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
          />
          <Input
            label="Current password"
            name="current_password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={start.submitting}>
              Send code
            </Button>
          </div>
        </Form>
      )}
    </SettingsSection>
  );
}
