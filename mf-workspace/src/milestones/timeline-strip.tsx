import { formatDay } from '@platform/shared-ui';
import type { MilestoneTimeline } from './milestones-api';
import styles from './timeline.module.css';

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The milestones on one line from today's side to the last due date, with today marked. */
export function TimelineStrip({ timeline }: { timeline: MilestoneTimeline }) {
  const days = timeline.milestones.map((milestone) => dayOf(milestone.due_date));
  const today = dayOf(timeline.today);
  const start = Math.min(today, ...days) - 3;
  const end = Math.max(today, ...days) + 3;
  const at = (day: number) => `${((day - start) / (end - start)) * 100}%`;
  return (
    <div
      className={styles.strip}
      role="img"
      aria-label={`Time line: today is ${formatDay(timeline.today, { month: 'long' })}`}
    >
      <div className={styles.line} />
      <div className={styles.today} style={{ left: at(today) }}>
        <span>Today</span>
      </div>
      {timeline.milestones.map((milestone) => (
        <div
          key={milestone.id}
          className={`${styles.dot} ${styles[`status${milestone.status.replace(/\s/g, '')}`] ?? ''}`}
          style={{ left: at(dayOf(milestone.due_date)) }}
          title={`${milestone.title}: ${milestone.status}, due ${formatDay(milestone.due_date, { month: 'long' })}`}
        >
          <span>{milestone.position}</span>
        </div>
      ))}
    </div>
  );
}
