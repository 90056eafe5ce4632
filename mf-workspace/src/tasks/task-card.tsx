import { Badge, formatDay } from '@platform/shared-ui';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router-dom';
import { MoveMenu } from './move-menu';
import type { MoveChoice } from './move-menu';
import { taskDetailsPath } from './task-api';
import type { Avatar, TaskCard as Task } from './task-api';
import styles from './tasks-board.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');

export function AssigneeAvatars({ people }: { people: Avatar[] }) {
  return (
    <ul className={styles.avatars} aria-label="Assignees">
      {people.map((person) => (
        <li key={person.id} title={person.name}>
          {person.img ? (
            <img className={styles.avatar} src={person.img} alt={person.name} />
          ) : (
            <span className={styles.avatar} role="img" aria-label={person.name}>
              {initials(person.name)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What a card shows: title, type, assignees, linked feature and files. */
export function TaskCardBody({ task, root }: { task: Task; root: string }) {
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
}

export interface SortableTaskCardProps {
  task: Task;
  root: string;
  /** Moves offered by the Move menu; none when the caller may not move tasks. */
  moves: MoveChoice[];
  canDrag: boolean;
  /** Focus its Move button once shown (after a move through the menu). */
  focusMove: boolean;
}

/** A card on the board, draggable by its handle and movable through its Move menu. */
export function SortableTaskCard({ task, root, moves, canDrag, focusMove }: SortableTaskCardProps) {
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
}
