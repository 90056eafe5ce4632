import { Button, Form, Input, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import type { Account, TwoFactorSetup } from './settings-api';
import styles from './settings-page.module.css';
import { SettingsSection } from './settings-section';
import { SETTINGS_TEXTS } from './settings-texts';

export interface TwoFactorSectionProps {
  account: Account;
  onChanged(): void;
}

/**
 * Two-factor sign-in with an authenticator app: set-up (QR code and the secret to type by hand), the first
 * code turns it on and shows the ten recovery codes once; a code (or a recovery code) turns it off or
 * replaces the recovery codes.
 */
export function TwoFactorSection({ account, onChanged }: TwoFactorSectionProps) {
  const api = useTypedApi();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const begin = useSubmit();
  const confirm = useSubmit({ successToast: true });
  const { enabled, required, recovery_codes_left: codesLeft } = account.two_factor;

  const startSetup = () =>
    void begin.submit(null, async () => {
      setSetup(await api.post('/api/two-factor/setup/'));
    });

  /** Sends the code to `path`; the answer's recovery codes (when it has them) are shown until dismissed. */
  const sendCode = (
    path: '/api/two-factor/enable/' | '/api/two-factor/disable/' | '/api/two-factor/recovery-codes/',
  ) =>
    void confirm.submit(null, async () => {
      const answer = await api.post(path, { body: { code } });
      setCode('');
      setSetup(null);
      if ('recovery_codes' in answer) setRecoveryCodes(answer.recovery_codes);
      onChanged();
      return answer;
    });

  const codeInput = (label: string) => (
    <Input
      label={label}
      name="code"
      autoComplete="one-time-code"
      value={code}
      onChange={(event) => setCode(event.target.value)}
    />
  );

  return (
    <SettingsSection title="Two-factor sign-in">
      {recoveryCodes ? (
        <div className={styles.form}>
          <p className={styles.status} role="status">
            {SETTINGS_TEXTS.recoveryCodesOnce}
          </p>
          <ul className={styles.codes} aria-label="Recovery codes">
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>{recoveryCode}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button onClick={() => setRecoveryCodes(null)}>I have saved my recovery codes</Button>
          </div>
        </div>
      ) : enabled ? (
        <Form
          className={styles.form}
          onSubmit={() => sendCode('/api/two-factor/disable/')}
          fieldErrors={confirm.fieldErrors}
        >
          <p className={styles.status}>
            {required ? SETTINGS_TEXTS.twoFactorRequired : SETTINGS_TEXTS.twoFactorOn}
          </p>
          <p className={styles.status}>{SETTINGS_TEXTS.recoveryCodesLeft(codesLeft)}</p>
          {codeInput('Authenticator or recovery code')}
          <div className={styles.actions}>
            {required ? null : (
              <Button type="submit" variant="danger" loading={confirm.submitting}>
                Turn off two-factor sign-in
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={confirm.submitting}
              onClick={() => sendCode('/api/two-factor/recovery-codes/')}
            >
              New recovery codes
            </Button>
          </div>
        </Form>
      ) : setup ? (
        <Form
          className={styles.form}
          onSubmit={() => sendCode('/api/two-factor/enable/')}
          fieldErrors={confirm.fieldErrors}
        >
          <p className={styles.status}>{SETTINGS_TEXTS.scanQr}</p>
          <img className={styles.qr} src={setup.qr_code} alt="QR code for your authenticator app" />
          <p className={styles.status}>
            Or type this key into the app:{' '}
            <code className={styles.secret} aria-label="Set-up key">
              {setup.secret}
            </code>
          </p>
          {codeInput('Code from the app')}
          <div className={styles.actions}>
            <Button type="submit" loading={confirm.submitting}>
              Turn on two-factor sign-in
            </Button>
            <Button variant="ghost" onClick={() => setSetup(null)}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : (
        <>
          <p className={styles.status}>{SETTINGS_TEXTS.twoFactorOff}</p>
          <div className={styles.actions}>
            <Button loading={begin.submitting} onClick={startSetup}>
              Set up two-factor sign-in
            </Button>
          </div>
        </>
      )}
    </SettingsSection>
  );
}
