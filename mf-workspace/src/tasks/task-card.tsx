import { Badge, formatDay } from '@platform/shared-ui';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MoveMenu } from './move-menu';
import type { MoveChoice } from './move-menu';
import { taskDetailsPath } from './task-api';
import type { Avatar, TaskCard as Task } from './task-api';
import styles from './tasks-board.module.css';
import { personInitials } from '../common/person-initials';

export function AssigneeAvatars({ people }: { people: Avatar[] }) {
  return (
    <ul className={styles.avatars} aria-label="Assignees">
      {people.map((person) => (
        <li key={person.id} title={person.name}>
          {person.img ? (
            <img className={styles.avatar} src={person.img} alt={person.name} />
          ) : (
            <span className={styles.avatar} role="img" aria-label={person.name}>
              {personInitials(person.name)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What a card shows: title, type, assignees, linked feature and files. */
export const TaskCardBody = memo(function TaskCardBody({ task, root }: { task: Task; root: string }) {
  const files = task.attachment_count;
  return (
    <>
      <Link className={styles.cardTitle} to={taskDetailsPath(root, task.id)}>
        {task.name}
      </Link>
      <div className={styles.cardMeta}>
        <Badge tone="info">{task.type}</Badge>
        {files > 0 ? (
          <span className={styles.files} aria-label={`${files} attachment${files === 1 ? '' : 's'}`}>
            📎 {files}
          </span>
        ) : null}
      </div>
      {task.due_date ? (
        <p className={task.overdue ? styles.overdue : styles.due}>
          Due {formatDay(task.due_date)}
          {task.overdue ? ' · Overdue' : ''}
        </p>
      ) : null}
      {task.checklist_total > 0 ? (
        <p className={styles.due}>
          ☑ {task.checklist_done}/{task.checklist_total} steps
        </p>
      ) : null}
      {task.features.length > 0 ? (
        <p className={styles.feature}>Feature: {task.features.map((feature) => feature.name).join(', ')}</p>
      ) : null}
      <AssigneeAvatars people={task.assignees} />
    </>
  );
});

/** The Move menu's choices for `task` at `index` of its column; none when the caller may not move tasks. */
export type MovesOf = (task: Task, index: number, last: boolean) => MoveChoice[];

export interface SortableTaskCardProps {
  task: Task;
  root: string;
  /** The card's place in its column (from 0), and whether it is the column's last card. */
  index: number;
  last: boolean;
  movesOf: MovesOf;
  canDrag: boolean;
  /** Focus its Move button once shown (after a move through the menu). */
  focusMove: boolean;
}

/**
 * A card on the board, draggable by its handle and movable through its Move menu. Drawn again only when its
 * task, place or the board's permissions change: a move on a board of thousands draws the cards it moved.
 */
export const SortableTaskCard = memo(function SortableTaskCard({
  task,
  root,
  index,
  last,
  movesOf,
  canDrag,
  focusMove,
}: SortableTaskCardProps) {
  const moves = useMemo(() => movesOf(task, index, last), [movesOf, task, index, last]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: task.id, data: { status: task.status }, disabled: !canDrag });
  return (
    <li
      ref={setNodeRef}
      className={`${styles.card} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="task-card"
    >
      <div className={styles.cardTop}>
        {canDrag ? (
          <button
            ref={setActivatorNodeRef}
            type="button"
            className={styles.handle}
            {...attributes}
            {...listeners}
            aria-label={`Drag ${task.name}`}
          >
            ⠿
          </button>
        ) : null}
        {moves.length > 0 ? (
          <MoveMenu label={`Move ${task.name}`} choices={moves} focusOnMount={focusMove} />
        ) : null}
      </div>
      <TaskCardBody task={task} root={root} />
    </li>
  );
});
