import { Button, Spinner } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useSearchParams } from 'react-router-dom';
import { readStatus } from '../common/read-status';
import { CloseAccountSection } from './close-account-section';
import { DataExportSection } from './data-export-section';
import { EmailSection } from './email-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import styles from './settings-page.module.css';
import { SETTINGS_TEXTS } from './settings-texts';
import { TwoFactorSection } from './two-factor-section';

const reloadAccount = () => void invalidateApi(['/api/account/']);

/** /settings: the signed-in account's profile, sign-in, sessions, notifications, two-factor, data and closing. */
export default function SettingsPage() {
  const account = useApiQuery('get', '/api/account/');
  const status = readStatus(account);
  const [params] = useSearchParams();
  const exportId = params.get('export');
  const token = params.get('token');
  const exportLink = exportId && token ? { exportId, token } : null;

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{SETTINGS_TEXTS.title}</h1>
        <p className={styles.subtitle}>{SETTINGS_TEXTS.subtitle}</p>
      </header>
      {status === 'loading' ? <Spinner label="Loading your settings..." /> : null}
      {status === 'error' ? (
        <div>
          <p role="alert">{account.error?.message || SETTINGS_TEXTS.loadFailed}</p>
          <Button variant="secondary" onClick={() => void account.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {account.data && status === 'ready' ? (
        <>
          {exportLink ? <DataExportSection link={exportLink} /> : null}
          <ProfileSection account={account.data} onSaved={reloadAccount} />
          {/* A password change ends the other sessions: the list is read afresh then. */}
          <PasswordSection onChanged={() => void invalidateApi(['/api/account/sessions/'])} />
          <EmailSection account={account.data} onChanged={reloadAccount} />
          <SessionsSection />
          <NotificationsSection />
          <TwoFactorSection account={account.data} onChanged={reloadAccount} />
          {exportLink ? null : <DataExportSection link={null} />}
          <CloseAccountSection account={account.data} />
        </>
      ) : null}
    </div>
  );
}
