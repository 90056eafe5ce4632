import { Button, Form, formProblem, Input, Modal, Select, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import { browserTimeZone, dayKey, lastMeetingDay, typedDayProblem } from './meeting-calendar';
import { DurationSelect, useMeetingSubmit } from './meeting-form';
import type { MeetingCard } from './meetings-api';

/** The half-hour slots of a day, as the server takes them: "00:00" to "23:30". */
const SLOTS = Array.from({ length: 48 }, (_, index) => {
  const minutes = index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The meeting's day and slot in the browser's zone, to start the form from. */
function wallClock(iso: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: browserTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * Reschedule: a new day, slot and length in the browser's zone (named), under the schedule modal's rules on
 * the server. Everyone invited gets the updated invitation; a change made meanwhile is refused.
 */
export function RescheduleMeetingModal({
  meeting,
  onClose,
  onSaved,
}: {
  meeting: MeetingCard;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useTypedApi();
  const start = wallClock(meeting.starts_at);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [durationMinutes, setDurationMinutes] = useState(meeting.duration_minutes);
  const { submitting, fieldErrors, send } = useMeetingSubmit(onSaved, onClose);

  const save = () => {
    const problem = typedDayProblem(date, new Date());
    return send(problem ? formProblem(problem, 'date') : null, () =>
      api.patch('/api/meetings/{meeting_id}/', {
        path: { meeting_id: meeting.id },
        query: { tz: browserTimeZone() },
        body: { version: meeting.version, date, time, timeZone: browserTimeZone(), durationMinutes },
      }),
    );
  };

  return (
    <Modal open onClose={onClose} title={`Reschedule ${meeting.title}`}>
      <Form onSubmit={() => void save()} fieldErrors={fieldErrors}>
        <Input
          label="Date"
          name="date"
          type="date"
          min={dayKey(new Date())}
          max={dayKey(lastMeetingDay(new Date()))}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <Select
          label={`Time (${browserTimeZone()})`}
          name="time"
          options={SLOTS}
          value={SLOTS.includes(time) ? time : undefined}
          onChange={(event) => setTime(event.target.value)}
        />
        <DurationSelect minutes={durationMinutes} onChange={setDurationMinutes} />
        <Button type="submit" loading={submitting}>
          Reschedule
        </Button>
      </Form>
    </Modal>
  );
}
