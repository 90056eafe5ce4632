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
 * Cards whose place did not change stay the same objects, so they are not drawn again.
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
    columns[column].map((task, index) => (task.position === index ? task : { ...task, position: index })),
  );
}

const sameValue = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

const sameCard = (a: TaskCard, b: TaskCard) => {
  const keys = Object.keys(b) as (keyof TaskCard)[];
  return keys.length === Object.keys(a).length && keys.every((key) => sameValue(a[key], b[key]));
};

/**
 * The board `next` from the server, keeping the cards of `shown` that did not change as they are (the very same
 * array when nothing changed): a move's answer and a live reload carry the whole board, and only the cards that
 * changed are drawn again (issue #33).
 */
export function keepUnchanged(shown: TaskCard[], next: TaskCard[]): TaskCard[] {
  const byId = new Map(shown.map((task) => [task.id, task]));
  let changed = shown.length !== next.length;
  const kept = next.map((task, index) => {
    const before = byId.get(task.id);
    if (before && sameCard(before, task)) {
      if (shown[index] !== before) changed = true;
      return before;
    }
    changed = true;
    return task;
  });
  return changed ? kept : shown;
}
