import { TASK_COLUMNS } from './task-api';
import type { TaskCard, TaskStatus } from './task-api';

/** The cards of each column, in order. */
export function columnsOf(tasks: TaskCard[]): Record<TaskStatus, TaskCard[]> {
  const columns = Object.fromEntries(TASK_COLUMNS.map(({ status }) => [status, [] as TaskCard[]])) as Record<
    TaskStatus,
    TaskCard[]
  >;
  for (const task of tasks) columns[task.status].push(task);
  for (const cards of Object.values(columns)) cards.sort((a, b) => a.position - b.position);
  return columns;
}

/**
 * The board after putting a card at `position` in `status`, as the server will store it: both columns
 * renumbered from 0, the position clamped to the column's end. Shown at once, before the server answers.
 */
export function placeCard(
  tasks: TaskCard[],
  taskId: string,
  status: TaskStatus,
  position: number,
): TaskCard[] {
  const moving = tasks.find((task) => task.id === taskId);
  if (!moving) return tasks;
  const columns = columnsOf(tasks.filter((task) => task.id !== taskId));
  const target = columns[status];
  target.splice(Math.max(0, Math.min(position, target.length)), 0, { ...moving, status });
  return TASK_COLUMNS.flatMap(({ status: column }) =>
    columns[column].map((task, index) => ({ ...task, position: index })),
  );
}
