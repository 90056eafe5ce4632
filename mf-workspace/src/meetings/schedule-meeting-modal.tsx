import { Button, Form, formProblem, Input, Modal, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import { browserTimeZone, dayKey } from './meeting-calendar';
import { MeetingCalendarPicker } from './meeting-calendar-picker';
import type { PickedTime } from './meeting-calendar-picker';
import { DurationSelect, useMeetingSubmit } from './meeting-form';
import { TeamSelectionModal } from './team-selection-modal';
import styles from './meetings.module.css';

const PICK_A_TIME = 'Please pick a date and a time.';

/**
 * '+ Schedule Meeting': the hint, the team, the link, the duration, the kickoff flag, the day and the slot;
 * the server checks them again.
 */
export function ScheduleMeetingModal({
  projectId,
  onClose,
  onScheduled,
}: {
  projectId: string;
  onClose: () => void;
  onScheduled: () => void;
}) {
  const api = useTypedApi();
  const [meetingHint, setMeetingHint] = useState('');
  const [entireTeam, setEntireTeam] = useState(true);
  const [selectedTeams, setSelectedTeams] = useState<string[]>([]);
  const [choosingTeams, setChoosingTeams] = useState(false);
  const [meetingLink, setMeetingLink] = useState('');
  const [time, setTime] = useState<PickedTime>({ day: null, slot: null });
  const [durationMinutes, setDurationMinutes] = useState(30);
  const [kickoff, setKickoff] = useState(false);
  const { submitting, fieldErrors, send } = useMeetingSubmit(onScheduled, onClose);

  if (choosingTeams) {
    return (
      <TeamSelectionModal
        projectId={projectId}
        selected={selectedTeams}
        onChange={setSelectedTeams}
        onDone={() => setChoosingTeams(false)}
      />
    );
  }

  async function schedule() {
    const picked = time.day && time.slot ? { day: time.day, slot: time.slot } : null;
    await send(picked ? null : formProblem(PICK_A_TIME), () =>
      api.post('/api/projects/{project_id}/meetings/', {
        path: { project_id: projectId },
        body: {
          meetingHint,
          entireTeam,
          selectedTeams: entireTeam ? [] : selectedTeams,
          meetingLink,
          date: picked ? dayKey(picked.day) : '',
          time: picked?.slot ?? '',
          timeZone: browserTimeZone(),
          durationMinutes,
          kickoff,
        },
      }),
    );
  }

  return (
    <Modal open onClose={onClose} title="Schedule Meeting">
      <Form onSubmit={() => void schedule()} fieldErrors={fieldErrors}>
        <Input
          label="Meeting hint *"
          name="meetingHint"
          maxLength={300}
          value={meetingHint}
          onChange={(event) => setMeetingHint(event.target.value)}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={entireTeam}
            onChange={(event) => setEntireTeam(event.target.checked)}
          />
          Entire team
        </label>
        {!entireTeam ? (
          <Button type="button" variant="secondary" onClick={() => setChoosingTeams(true)}>
            {selectedTeams.length ? `Teams: ${selectedTeams.join(', ')}` : 'Select Teams'}
          </Button>
        ) : null}
        <Input
          label="Meeting link"
          name="meetingLink"
          maxLength={2000}
          type="url"
          placeholder="https://"
          value={meetingLink}
          onChange={(event) => setMeetingLink(event.target.value)}
        />
        <DurationSelect minutes={durationMinutes} onChange={setDurationMinutes} />
        <label className={styles.check}>
          <input type="checkbox" checked={kickoff} onChange={(event) => setKickoff(event.target.checked)} />
          Kickoff meeting (the project&apos;s first meeting with the team)
        </label>
        <MeetingCalendarPicker value={time} onChange={setTime} now={new Date()} />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Scheduling...' : 'Schedule Meeting'}
        </Button>
      </Form>
    </Modal>
  );
}
