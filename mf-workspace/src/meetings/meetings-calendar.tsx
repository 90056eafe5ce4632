import { dayKey } from './meeting-calendar';
import type { MeetingCard } from './meetings-api';
import { MonthGrid } from './month-grid';
import styles from './meetings.module.css';

const clock = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', hour12: true });

/** "2:30 pm Project kickoff (1 hour 30 minutes)" */
const entryText = (meeting: MeetingCard) =>
  `${clock.format(new Date(meeting.starts_at))} ${meeting.title} (${meeting.duration})`;

/** A month of the caller's meetings, in the browser's time zone; kickoffs and held meetings marked. */
export function MeetingsCalendar({ meetings, now }: { meetings: MeetingCard[]; now: Date }) {
  const byDay = new Map<string, MeetingCard[]>();
  for (const meeting of [...meetings].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const key = dayKey(new Date(meeting.starts_at));
    byDay.set(key, [...(byDay.get(key) ?? []), meeting]);
  }
  return (
    <section className={styles.calendar} aria-label="Meetings calendar">
      <MonthGrid
        now={now}
        label="Meetings by day"
        day={(day) => (
          <div
            role="group"
            aria-label={day.toDateString()}
            className={`${styles.calendarDay} ${dayKey(day) === dayKey(now) ? styles.today : ''}`}
          >
            <span>{day.getDate()}</span>
            {(byDay.get(dayKey(day)) ?? []).map((meeting) => (
              <span
                key={meeting.id}
                className={meeting.kickoff ? styles.kickoffEntry : styles.entry}
                title={entryText(meeting)}
              >
                {entryText(meeting)}
                {meeting.kickoff ? ' · Kickoff' : ''}
                {meeting.status === 'held' ? ' · Held' : ''}
              </span>
            ))}
          </div>
        )}
      />
    </section>
  );
}
