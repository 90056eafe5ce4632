import { Badge, Button, Card, usePlatform, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';
import { browserTimeZone } from './meeting-calendar';
import { MeetingNotesForm } from './meeting-notes-form';
import { meetingPath } from './meetings-api';
import type { MeetingCard as Meeting } from './meetings-api';
import styles from './meetings.module.css';

/** A meeting: title, date, description, duration, participants, people note, action and notes. */
export function MeetingCard({
  meeting,
  canMarkHeld,
  onSaved,
}: {
  meeting: Meeting;
  /** Edit on Team Management & Collaboration; the server checks it again. */
  canMarkHeld: boolean;
  onSaved: () => void;
}) {
  const { api } = usePlatform();
  const [showNotes, setShowNotes] = useState(false);
  const markingHeld = useSubmit({ successToast: true });
  /** A change of the meeting; the list is read again after it. */
  const send = async (path: string, method: 'PUT' | 'POST', body?: unknown) => {
    const answer = await api.request<{ message: string }>(`${meetingPath(meeting.id)}${path}`, {
      method,
      body,
      query: { tz: browserTimeZone() },
    });
    onSaved();
    return answer;
  };
  return (
    <Card>
      <article className={styles.card} aria-label={meeting.title}>
        <h3>{meeting.title}</h3>
        <div className={styles.badges}>
          {meeting.kickoff ? <Badge tone="info">Kickoff</Badge> : null}
          {meeting.status === 'held' ? <Badge tone="success">Held</Badge> : null}
        </div>
        <p>{meeting.date}</p>
        {meeting.description ? <p className={styles.muted}>{meeting.description}</p> : null}
        <p className={styles.muted}>
          {meeting.duration} · {meeting.participants} participants
        </p>
        <p className={styles.muted}>{meeting.people_note}</p>
        {meeting.action_label === 'Join' ? (
          <a href={meeting.link} target="_blank" rel="noreferrer noopener">
            Join
          </a>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setShowNotes(true)}>
            View Notes
          </Button>
        )}
        {canMarkHeld && meeting.status === 'scheduled' ? (
          <Button
            variant="secondary"
            size="sm"
            loading={markingHeld.submitting}
            onClick={() => void markingHeld.submit(null, () => send('held/', 'POST'))}
          >
            Mark as held
          </Button>
        ) : null}
        {meeting.notes && !showNotes ? <p>{meeting.notes}</p> : null}
        {showNotes && meeting.can_edit_notes ? (
          <MeetingNotesForm initial={meeting.notes} onSave={(notes) => send('notes/', 'PUT', { notes })} />
        ) : null}
      </article>
    </Card>
  );
}
