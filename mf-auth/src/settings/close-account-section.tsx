import { Button, Checkbox, Form, Input, usePlatform, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Account } from './settings-api';
import styles from './settings-page.module.css';
import { SettingsSection } from './settings-section';
import { SETTINGS_TEXTS } from './settings-texts';

/**
 * Closing the account (`POST /api/account/close/`): refused while something must be finished first (the
 * API's reasons are listed and the button stays off); otherwise the current password and a ticked box.
 */
export function CloseAccountSection({ account }: { account: Account }) {
  const { auth } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true, busyAfterSuccess: true });
  const blockers = account.closing_blockers;

  function onSubmit() {
    void submit(null, async () => {
      const answer = await api.post('/api/account/close/', {
        body: { ...(account.has_password ? { current_password: password } : {}), confirm: confirmed },
      });
      auth.clearToken();
      navigate('/', { replace: true });
      return answer;
    });
  }

  return (
    <SettingsSection title="Close my account" intro={SETTINGS_TEXTS.closeIntro}>
      {blockers.length > 0 ? (
        <div>
          <p className={styles.status}>{SETTINGS_TEXTS.closeBlocked}</p>
          <ul className={styles.blockers}>
            {blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form className={styles.form} onSubmit={onSubmit} fieldErrors={fieldErrors}>
        {account.has_password ? (
          <Input
            label="Current password"
            name="current_password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        <Checkbox
          label={SETTINGS_TEXTS.closeConfirm}
          name="confirm"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="danger" loading={submitting} disabled={blockers.length > 0}>
            Close my account
          </Button>
        </div>
      </Form>
    </SettingsSection>
  );
}
