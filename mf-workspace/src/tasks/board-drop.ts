import { closestCorners, pointerWithin } from '@dnd-kit/core';
import type { Announcements, CollisionDetection, UniqueIdentifier } from '@dnd-kit/core';
import type { TaskCard, TaskStatus } from './task-api';

/*
 * Where a dragged card lands, and what a screen reader hears about it (issue #31): in words, with the
 * column and the place in it, never the cards' ids.
 */

export const columnId = (status: TaskStatus) => `column:${status}`;

export type Columns = Record<TaskStatus, TaskCard[]>;

/** A place on the board: the column, and the card's index in it as the server stores it (from 0). */
export interface DropTarget {
  status: TaskStatus;
  position: number;
}

/** The place a card dropped on `overId` (a card or a column) goes to. */
export function dropTarget(columns: Columns, tasks: TaskCard[], task: TaskCard, overId: UniqueIdentifier) {
  const overCard = tasks.find((card) => card.id === overId);
  const status = overCard ? overCard.status : (String(overId).replace(/^column:/, '') as TaskStatus);
  const rest = columns[status].filter((card) => card.id !== task.id);
  const position = overCard ? columns[status].findIndex((card) => card.id === overCard.id) : rest.length;
  return { status, position, count: rest.length + 1 };
}

/**
 * With a pointer, a card lands only in the column the pointer is released over (the board scrolls while a
 * card is dragged near its edge, and the nearest corner was then a column the pointer never reached); with
 * the keyboard, which has no pointer, the nearest place as before.
 */
export const dropUnderPointer: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCorners(args);

interface AnnouncementOptions {
  columns: Columns;
  tasks: TaskCard[];
  /** Why a move to `status` is refused, or null when it is allowed. */
  refusal: (task: TaskCard, status: TaskStatus) => string | null;
}

const place = ({ status, position, count }: DropTarget & { count: number }) =>
  `${status}, position ${position + 1} of ${count}`;

export function boardAnnouncements({ columns, tasks, refusal }: AnnouncementOptions): Announcements {
  const taskOf = (id: UniqueIdentifier) => tasks.find((task) => task.id === id);
  const where = (task: TaskCard) => {
    const column = columns[task.status];
    return place({ status: task.status, position: column.indexOf(task), count: column.length });
  };
  return {
    onDragStart({ active }) {
      const task = taskOf(active.id);
      return task ? `Picked up ${task.name}, in ${where(task)}.` : undefined;
    },
    onDragOver({ active, over }) {
      const task = taskOf(active.id);
      if (!task) return undefined;
      if (!over) return `${task.name} is not over a column.`;
      return `${task.name} is over ${place(dropTarget(columns, tasks, task, over.id))}.`;
    },
    onDragEnd({ active, over }) {
      const task = taskOf(active.id);
      if (!task) return undefined;
      if (!over) return `${task.name} was dropped outside the columns. It stays in ${where(task)}.`;
      const target = dropTarget(columns, tasks, task, over.id);
      if (target.status === task.status && target.position === task.position)
        return `${task.name} was dropped where it was, in ${where(task)}.`;
      const refused = refusal(task, target.status);
      if (refused) return `${task.name} cannot move to ${target.status}. ${refused}`;
      return `${task.name} moved from ${task.status} to ${place(target)}.`;
    },
    onDragCancel({ active }) {
      const task = taskOf(active.id);
      return task ? `Moving ${task.name} was cancelled. It stays in ${where(task)}.` : undefined;
    },
  };
}
