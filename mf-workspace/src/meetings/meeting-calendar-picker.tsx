import {
  dayKey,
  dayName,
  formatMeetingTime,
  isSelectableDay,
  isSelectableSlot,
  timeSlots,
} from './meeting-calendar';
import { MonthGrid } from './month-grid';
import styles from './meetings.module.css';

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
  return (
    <div className={styles.picker}>
      <MonthGrid
        now={now}
        label="Meeting date"
        role="grid"
        fromThisMonth
        day={(day) => (
          <button
            type="button"
            disabled={!isSelectableDay(day, now)}
            aria-pressed={value.day ? dayKey(value.day) === dayKey(day) : false}
            aria-label={dayName(day)}
            className={value.day && dayKey(value.day) === dayKey(day) ? styles.dayPicked : styles.day}
            onClick={() => onChange({ day, slot: null })}
          >
            {day.getDate()}
          </button>
        )}
      />
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
