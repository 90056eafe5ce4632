import { useState } from 'react';
import {
  dayKey,
  formatMeetingTime,
  isSelectableDay,
  isSelectableSlot,
  monthGrid,
  timeSlots,
} from './meeting-calendar';
import styles from './meetings.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface PickedTime {
  day: Date | null;
  slot: string | null;
}

/** The month calendar from today (weekends and past days disabled) and the 48 half-hour slots. */
export function MeetingCalendarPicker({
  value,
  onChange,
  now,
}: {
  value: PickedTime;
  onChange: (value: PickedTime) => void;
  now: Date;
}) {
  const [month, setMonth] = useState(() => new Date(now.getFullYear(), now.getMonth(), 1));
  const thisMonth = month.getFullYear() === now.getFullYear() && month.getMonth() === now.getMonth();
  const shift = (by: number) => setMonth(new Date(month.getFullYear(), month.getMonth() + by, 1));
  return (
    <div className={styles.picker}>
      <div className={styles.monthBar}>
        <button type="button" onClick={() => shift(-1)} disabled={thisMonth} aria-label="Previous month">
          ‹
        </button>
        <strong>{month.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' })}</strong>
        <button type="button" onClick={() => shift(1)} aria-label="Next month">
          ›
        </button>
      </div>
      <div className={styles.grid} role="grid" aria-label="Meeting date">
        {WEEKDAYS.map((day) => (
          <span key={day} className={styles.weekday}>
            {day}
          </span>
        ))}
        {monthGrid(month).map((day, index) =>
          day ? (
            <button
              key={dayKey(day)}
              type="button"
              disabled={!isSelectableDay(day, now)}
              aria-pressed={value.day ? dayKey(value.day) === dayKey(day) : false}
              aria-label={day.toDateString()}
              className={value.day && dayKey(value.day) === dayKey(day) ? styles.dayPicked : styles.day}
              onClick={() => onChange({ day, slot: null })}
            >
              {day.getDate()}
            </button>
          ) : (
            <span key={`blank-${index}`} />
          ),
        )}
      </div>
      {value.day ? (
        <div className={styles.slots} aria-label="Time slots">
          {timeSlots().map((slot) => (
            <button
              key={slot}
              type="button"
              disabled={!value.day || !isSelectableSlot(value.day, slot, now)}
              aria-pressed={value.slot === slot}
              className={value.slot === slot ? styles.slotPicked : styles.slot}
              onClick={() => onChange({ day: value.day, slot })}
            >
              {slot}
            </button>
          ))}
        </div>
      ) : null}
      {value.day && value.slot ? (
        <p className={styles.chosen}>{formatMeetingTime(value.day, value.slot)}</p>
      ) : null}
    </div>
  );
}
