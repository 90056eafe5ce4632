import { EmptyState } from '../common/load-state';
import { TEAM_PAYMENT_TEXTS } from './team-payments-api';
import styles from './team-payments.module.css';

/** Tasks with a progress bar each (the work a payment is for). */
export function TaskProgressList({
  tasks,
}: {
  tasks: readonly { id: string; title: string; progress: number }[];
}) {
  if (tasks.length === 0) return <EmptyState>{TEAM_PAYMENT_TEXTS.noTasks}</EmptyState>;
  return (
    <ul className={styles.list}>
      {tasks.map((task) => (
        <li key={task.id} className={styles.task}>
          <span>{task.title}</span>
          <progress
            className={styles.progress}
            max={100}
            value={task.progress}
            aria-label={`${task.title} progress`}
          />
          <span>{task.progress}%</span>
        </li>
      ))}
    </ul>
  );
}
