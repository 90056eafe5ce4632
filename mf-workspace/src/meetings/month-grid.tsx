import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import { dayKey, monthGrid } from './meeting-calendar';
import styles from './meetings.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * A month, Monday first, with previous/next month buttons; `day` draws each day. `fromThisMonth` stops
 * at the current month (the schedule modal's calendar starts from today).
 */
export function MonthGrid({
  now,
  label,
  fromThisMonth = false,
  role,
  day: drawDay,
}: {
  now: Date;
  label: string;
  fromThisMonth?: boolean;
  role?: 'grid';
  day: (day: Date) => ReactNode;
}) {
  const [month, setMonth] = useState(() => new Date(now.getFullYear(), now.getMonth(), 1));
  const thisMonth = month.getFullYear() === now.getFullYear() && month.getMonth() === now.getMonth();
  const shift = (by: number) => setMonth(new Date(month.getFullYear(), month.getMonth() + by, 1));
  return (
    <>
      <div className={styles.monthBar}>
        <button
          type="button"
          onClick={() => shift(-1)}
          disabled={fromThisMonth && thisMonth}
          aria-label="Previous month"
        >
          ‹
        </button>
        <strong>{month.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' })}</strong>
        <button type="button" onClick={() => shift(1)} aria-label="Next month">
          ›
        </button>
      </div>
      <div className={styles.grid} role={role} aria-label={label}>
        {WEEKDAYS.map((weekday) => (
          <span key={weekday} className={styles.weekday}>
            {weekday}
          </span>
        ))}
        {monthGrid(month).map((day, index) =>
          day ? <Fragment key={dayKey(day)}>{drawDay(day)}</Fragment> : <span key={`blank-${index}`} />,
        )}
      </div>
    </>
  );
}
