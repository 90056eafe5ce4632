import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import { dayKey, monthGrid } from './meeting-calendar';
import styles from './meetings.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WEEKDAY_NAMES: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

/** The month's cells in rows of seven, the last row filled up with blanks. */
function weeksOf(cells: (Date | null)[]): (Date | null)[][] {
  const weeks: (Date | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) {
    const week = cells.slice(start, start + 7);
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  }
  return weeks;
}

/**
 * A month, Monday first, in rows of a week, with previous/next month buttons; `day` draws each day.
 * `fromThisMonth` stops at the current month (the schedule modal's calendar starts from today).
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
  // As a grid (the date picker), rows, column headers and cells as assistive technology expects of one.
  const grid = role === 'grid';
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
        <div className={styles.week} role={grid ? 'row' : undefined}>
          {WEEKDAYS.map((weekday) => (
            <span
              key={weekday}
              className={styles.weekday}
              role={grid ? 'columnheader' : undefined}
              aria-label={grid ? WEEKDAY_NAMES[weekday] : undefined}
            >
              {weekday}
            </span>
          ))}
        </div>
        {weeksOf(monthGrid(month)).map((week) => (
          <div
            key={week.find(Boolean)?.toISOString()}
            className={styles.week}
            role={grid ? 'row' : undefined}
          >
            {week.map((day, index) =>
              day ? (
                <Fragment key={dayKey(day)}>
                  {grid ? <div role="gridcell">{drawDay(day)}</div> : drawDay(day)}
                </Fragment>
              ) : (
                <span key={`blank-${index}`} role={grid ? 'gridcell' : undefined} />
              ),
            )}
          </div>
        ))}
      </div>
    </>
  );
}
