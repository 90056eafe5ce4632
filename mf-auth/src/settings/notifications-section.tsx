import { Button, Checkbox, Form, Spinner, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useState } from 'react';
import { readStatus } from '../common/read-status';
import type { NotificationChoices } from './settings-api';
import styles from './settings-page.module.css';
import { SettingsSection } from './settings-section';

/** The kinds of event with how each is delivered, and the digest (`GET`/`PUT /api/account/notifications/`). */
export function NotificationsSection() {
  const choices = useApiQuery('get', '/api/account/notifications/');
  const status = readStatus(choices);
  return (
    <SettingsSection
      title="Notifications"
      intro="Choose how you hear of each kind of event: in the app (the bell), by e-mail, both or neither."
    >
      {status === 'loading' ? <Spinner label="Loading your choices..." /> : null}
      {status === 'error' ? <p role="alert">{choices.error?.message}</p> : null}
      {choices.data && status === 'ready' ? <NotificationChoicesForm saved={choices.data} /> : null}
    </SettingsSection>
  );
}

function NotificationChoicesForm({ saved }: { saved: NotificationChoices }) {
  const api = useTypedApi();
  const [kinds, setKinds] = useState(saved.kinds);
  const [digest, setDigest] = useState(saved.daily_digest);
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });

  const choose = (kind: string, change: { in_app?: boolean; email?: boolean }) =>
    setKinds((current) => current.map((entry) => (entry.kind === kind ? { ...entry, ...change } : entry)));

  function onSubmit() {
    void submit(null, () =>
      api.put('/api/account/notifications/', {
        body: {
          kinds: kinds.map(({ kind, in_app, email }) => ({ kind, in_app, email })),
          daily_digest: digest,
        },
      }),
    );
  }

  return (
    <Form className={styles.form} onSubmit={onSubmit} fieldErrors={fieldErrors}>
      <ul className={styles.list} aria-label="Kinds of notification">
        {kinds.map((entry) => (
          <li key={entry.kind} className={styles.session}>
            <strong className={styles.status}>{entry.label}</strong>
            <div className={styles.actions}>
              <Checkbox
                label="In the app"
                aria-label={`${entry.label}: in the app`}
                checked={entry.in_app}
                onChange={(event) => choose(entry.kind, { in_app: event.target.checked })}
              />
              <Checkbox
                label="By e-mail"
                aria-label={`${entry.label}: by e-mail`}
                checked={entry.email}
                onChange={(event) => choose(entry.kind, { email: event.target.checked })}
              />
            </div>
          </li>
        ))}
      </ul>
      <Checkbox
        name="daily_digest"
        label="Send my e-mails once a day, as one digest (meeting invitations still come at once)"
        checked={digest}
        onChange={(event) => setDigest(event.target.checked)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          Save notification choices
        </Button>
      </div>
    </Form>
  );
}
