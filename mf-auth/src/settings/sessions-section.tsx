import { Badge, Button, Spinner, useSubmit, useTypedApi } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { readStatus } from '../common/read-status';
import styles from './settings-page.module.css';
import { SettingsSection } from './settings-section';
import { SETTINGS_TEXTS, whenText } from './settings-texts';

/** Where the account is signed in (device, address, last seen), with End and End all others. */
export function SessionsSection() {
  const api = useTypedApi();
  const sessions = useApiQuery('get', '/api/account/sessions/');
  const status = readStatus(sessions);
  const { submitting, submit } = useSubmit({ successToast: true });

  const end = (sessionId: string) =>
    void submit(null, async () => {
      const answer = await api.delete('/api/account/sessions/{session_id}/', {
        path: { session_id: sessionId },
      });
      void invalidateApi(['/api/account/sessions/']);
      return answer;
    });

  const endOthers = () =>
    void submit(null, async () => {
      const answer = await api.post('/api/account/sessions/end-others/');
      void invalidateApi(['/api/account/sessions/']);
      return answer;
    });

  return (
    <SettingsSection title="Where you are signed in">
      {status === 'loading' ? <Spinner label="Loading your sessions..." /> : null}
      {status === 'error' ? <p role="alert">{sessions.error?.message}</p> : null}
      {sessions.data && status === 'ready' ? (
        <>
          <ul className={styles.list} aria-label="Sessions">
            {sessions.data.sessions.map((session) => (
              <li key={session.id} className={styles.session} aria-label={session.device}>
                <div className={styles.sessionText}>
                  <strong>
                    {session.device} {session.current ? <Badge>{SETTINGS_TEXTS.currentSession}</Badge> : null}
                  </strong>
                  <span className={styles.muted}>
                    {session.ip_address ? `From ${session.ip_address}` : 'Address not known'} · Last seen{' '}
                    {whenText(session.last_seen_at)} · Signed in {whenText(session.signed_in_at)}
                  </span>
                </div>
                {session.current ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={submitting}
                    onClick={() => end(session.id)}
                    // Two sessions may share a device's name: the time tells a screen reader's user which.
                    aria-label={`End session: ${session.device}, last seen ${whenText(session.last_seen_at)}`}
                  >
                    End
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {sessions.data.sessions.some((session) => !session.current) ? (
            <div className={styles.actions}>
              <Button variant="secondary" loading={submitting} onClick={endOthers}>
                End all others
              </Button>
            </div>
          ) : (
            <p className={styles.status}>{SETTINGS_TEXTS.noOtherSessions}</p>
          )}
        </>
      ) : null}
    </SettingsSection>
  );
}
