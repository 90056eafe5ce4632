import { Badge, Button, Card, Modal, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import { browserTimeZone } from './meeting-calendar';
import { MeetingNotesForm } from './meeting-notes-form';
import { RescheduleMeetingModal } from './reschedule-meeting-modal';
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
  const api = useTypedApi();
  const [showNotes, setShowNotes] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const markingHeld = useSubmit({ successToast: true });
  const cancelling = useSubmit({ successToast: true });
  const started = new Date(meeting.starts_at).getTime() <= Date.now();
  const meetingOptions = { path: { meeting_id: meeting.id }, query: { tz: browserTimeZone() } };
  /** A change of the meeting; the list is read again after it. */
  const saved = async <Answer,>(change: Promise<Answer>) => {
    const answer = await change;
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
          {meeting.status === 'cancelled' ? <Badge tone="danger">Cancelled</Badge> : null}
        </div>
        <p>
          {meeting.date} <span className={styles.muted}>({meeting.time_zone})</span>
        </p>
        {meeting.description ? <p className={styles.muted}>{meeting.description}</p> : null}
        <p className={styles.muted}>
          {meeting.duration} · {meeting.participants}{' '}
          {meeting.participants === 1 ? 'participant' : 'participants'}
        </p>
        <p className={styles.muted}>{meeting.people_note}</p>
        {meeting.status === 'cancelled' ? null : meeting.action_label === 'Join' ? (
          <a href={meeting.link} target="_blank" rel="noreferrer noopener">
            Join
          </a>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setShowNotes(true)}>
            View Notes
          </Button>
        )}
        {canMarkHeld && meeting.status === 'scheduled' && started ? (
          <Button
            variant="secondary"
            size="sm"
            loading={markingHeld.submitting}
            onClick={() =>
              void markingHeld.submit(null, () =>
                saved(api.post('/api/meetings/{meeting_id}/held/', meetingOptions)),
              )
            }
          >
            Mark as held
          </Button>
        ) : null}
        {canMarkHeld && meeting.status === 'scheduled' ? (
          <div className={styles.badges}>
            <Button variant="secondary" size="sm" onClick={() => setRescheduling(true)}>
              Reschedule
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmingCancel(true)}>
              Cancel meeting
            </Button>
          </div>
        ) : null}
        {rescheduling ? (
          <RescheduleMeetingModal
            meeting={meeting}
            onClose={() => setRescheduling(false)}
            onSaved={onSaved}
          />
        ) : null}
        {confirmingCancel ? (
          <Modal
            open
            title={`Cancel ${meeting.title}?`}
            onClose={() => setConfirmingCancel(false)}
            footer={
              <>
                <Button variant="secondary" onClick={() => setConfirmingCancel(false)}>
                  Keep it
                </Button>
                <Button
                  loading={cancelling.submitting}
                  onClick={() =>
                    void cancelling
                      .submit(null, () =>
                        saved(
                          api.post('/api/meetings/{meeting_id}/cancel/', {
                            ...meetingOptions,
                            body: { version: meeting.version },
                          }),
                        ),
                      )
                      .then(() => setConfirmingCancel(false))
                  }
                >
                  Cancel meeting
                </Button>
              </>
            }
          >
            <p>Everyone invited gets a cancellation for their calendar.</p>
          </Modal>
        ) : null}
        {meeting.notes && !showNotes ? <p>{meeting.notes}</p> : null}
        {showNotes && meeting.can_edit_notes ? (
          <MeetingNotesForm
            initial={meeting.notes}
            onSave={(notes) =>
              saved(api.put('/api/meetings/{meeting_id}/notes/', { ...meetingOptions, body: { notes } }))
            }
          />
        ) : null}
      </article>
    </Card>
  );
}
