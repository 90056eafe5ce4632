import { Button, Spinner, useApiGet } from '@platform/shared-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CloseAccountSection } from './close-account-section';
import { DataExportSection } from './data-export-section';
import { EmailSection } from './email-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import type { Account } from './settings-api';
import styles from './settings-page.module.css';
import { SETTINGS_TEXTS } from './settings-texts';
import { TwoFactorSection } from './two-factor-section';

/** /settings: the signed-in account's profile, sign-in, sessions, notifications, two-factor, data and closing. */
export default function SettingsPage() {
  const account = useApiGet<Account>('/api/account/');
  const [params] = useSearchParams();
  // A password change ends the other sessions: the list is read afresh then.
  const [passwordChanges, setPasswordChanges] = useState(0);
  const exportId = params.get('export');
  const token = params.get('token');
  const exportLink = exportId && token ? { exportId, token } : null;

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{SETTINGS_TEXTS.title}</h1>
        <p className={styles.subtitle}>{SETTINGS_TEXTS.subtitle}</p>
      </header>
      {account.status === 'loading' ? <Spinner label="Loading your settings..." /> : null}
      {account.status === 'error' ? (
        <div>
          <p role="alert">{account.error.message || SETTINGS_TEXTS.loadFailed}</p>
          <Button variant="secondary" onClick={account.reload}>
            Try again
          </Button>
        </div>
      ) : null}
      {account.status === 'success' ? (
        <>
          {exportLink ? <DataExportSection link={exportLink} /> : null}
          <ProfileSection account={account.data} onSaved={account.reload} />
          <PasswordSection onChanged={() => setPasswordChanges((count) => count + 1)} />
          <EmailSection account={account.data} onChanged={account.reload} />
          <SessionsSection key={passwordChanges} />
          <NotificationsSection />
          <TwoFactorSection account={account.data} onChanged={account.reload} />
          {exportLink ? null : <DataExportSection link={null} />}
          <CloseAccountSection account={account.data} />
        </>
      ) : null}
    </div>
  );
}
