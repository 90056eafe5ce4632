import { Badge, Button, Card, TextArea, usePlatform } from '@platform/shared-ui';
import { useState } from 'react';
import { browserTimeZone } from './meeting-calendar';
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
  const { api, toast } = usePlatform();
  const [notes, setNotes] = useState(meeting.notes);
  const [showNotes, setShowNotes] = useState(false);
  const send = async (path: string, method: 'PUT' | 'POST', body?: unknown) => {
    try {
      const answer = await api.request<{ message: string }>(`${meetingPath(meeting.id)}${path}`, {
        method,
        body,
        query: { tz: browserTimeZone() },
      });
      toast(answer.message, { type: 'success' });
      onSaved();
    } catch (error) {
      toast((error as Error).message, { type: 'error' });
    }
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
          <Button variant="secondary" size="sm" onClick={() => void send('held/', 'POST')}>
            Mark as held
          </Button>
        ) : null}
        {meeting.notes && !showNotes ? <p>{meeting.notes}</p> : null}
        {showNotes && meeting.can_edit_notes ? (
          <>
            <TextArea label="Notes" value={notes} onChange={(event) => setNotes(event.target.value)} />
            <Button size="sm" onClick={() => void send('notes/', 'PUT', { notes })}>
              Save Notes
            </Button>
          </>
        ) : null}
      </article>
    </Card>
  );
}
