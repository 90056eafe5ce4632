import { Button, Input, Modal, Select, usePlatform } from '@platform/shared-ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { browserTimeZone, dayKey } from './meeting-calendar';
import { MeetingCalendarPicker } from './meeting-calendar-picker';
import type { PickedTime } from './meeting-calendar-picker';
import { DURATIONS, meetingsPath } from './meetings-api';
import { TeamSelectionModal } from './team-selection-modal';
import styles from './meetings.module.css';

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
  const { api, toast } = usePlatform();
  const [meetingHint, setMeetingHint] = useState('');
  const [entireTeam, setEntireTeam] = useState(true);
  const [selectedTeams, setSelectedTeams] = useState<string[]>([]);
  const [choosingTeams, setChoosingTeams] = useState(false);
  const [meetingLink, setMeetingLink] = useState('');
  const [time, setTime] = useState<PickedTime>({ day: null, slot: null });
  const [durationMinutes, setDurationMinutes] = useState(30);
  const [kickoff, setKickoff] = useState(false);
  const [sending, setSending] = useState(false);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!time.day || !time.slot) {
      toast('Please pick a date and a time.', { type: 'error', position: 'bottom-right' });
      return;
    }
    setSending(true);
    try {
      const answer = await api.post<{ message: string; warnings: string[] }>(meetingsPath(projectId), {
        meetingHint,
        entireTeam,
        selectedTeams: entireTeam ? [] : selectedTeams,
        meetingLink,
        date: dayKey(time.day),
        time: time.slot,
        timeZone: browserTimeZone(),
        durationMinutes,
        kickoff,
      });
      toast(answer.message, { type: 'success', position: 'bottom-right' });
      for (const warning of answer.warnings) toast(warning, { type: 'warning', position: 'bottom-right' });
      onScheduled();
      onClose();
    } catch (error) {
      toast((error as Error).message, { type: 'error', position: 'bottom-right' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open onClose={onClose} title="Schedule Meeting">
      <form onSubmit={submit}>
        <Input
          label="Meeting hint *"
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
          type="url"
          placeholder="https://"
          value={meetingLink}
          onChange={(event) => setMeetingLink(event.target.value)}
        />
        <Select
          label="Duration"
          options={DURATIONS.map((duration) => duration.label)}
          value={DURATIONS.find((duration) => duration.minutes === durationMinutes)?.label}
          onChange={(event) =>
            setDurationMinutes(
              DURATIONS.find((duration) => duration.label === event.target.value)?.minutes ?? 30,
            )
          }
        />
        <label className={styles.check}>
          <input type="checkbox" checked={kickoff} onChange={(event) => setKickoff(event.target.checked)} />
          Kickoff meeting (the project&apos;s first meeting with the team)
        </label>
        <MeetingCalendarPicker value={time} onChange={setTime} now={new Date()} />
        <Button type="submit" disabled={sending}>
          {sending ? 'Scheduling...' : 'Schedule Meeting'}
        </Button>
      </form>
    </Modal>
  );
}
