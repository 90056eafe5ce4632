import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, ButtonLink, usePlatform, FORM_ERROR_TOAST } from '@platform/shared-ui';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { boardAnnouncements, columnId, dropTarget, dropUnderPointer } from './board-drop';
import { columnsOf } from './board-order';
import { SIGNED_OFF, TASK_COLUMNS, TASK_MESSAGES } from './task-api';
import type { TaskCard, TaskStatus } from './task-api';
import { SortableTaskCard, TaskCardBody } from './task-card';
import type { MovesOf } from './task-card';
import type { TaskPermissions } from './use-task-permissions';
import styles from './tasks-board.module.css';

const APPROVE_NEEDED = 'You need Approve access to Task & Workflow Management.';

/**
 * Cards a column shows before its "Show more" button: a board of thousands of tasks renders (and drags) only
 * what a person can look through, the rest a page at a time (issue #33, docs/decisions.md).
 */
const COLUMN_PAGE = 20;
const showMoreLabel = (hidden: number) => `Show ${Math.min(hidden, COLUMN_PAGE)} more (${hidden} hidden)`;

const firstPages = () =>
  Object.fromEntries(TASK_COLUMNS.map(({ status }) => [status, COLUMN_PAGE])) as Record<TaskStatus, number>;

export interface TasksBoardProps {
  tasks: TaskCard[];
  root: string;
  permissions: TaskPermissions;
  onMove: (taskId: string, status: TaskStatus, position: number) => void;
}

function Column({
  status,
  caption,
  children,
  count,
  disabled,
  target,
}: {
  status: TaskStatus;
  caption: string;
  count: number;
  disabled: boolean;
  /** The dragged card would land here (over the column or one of its cards). */
  target: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status), disabled });
  const headingId = `column-${status.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      ref={setNodeRef}
      className={`${styles.column} ${isOver || target ? styles.over : ''}`}
      aria-labelledby={headingId}
      data-testid={`column-${status}`}
    >
      <header className={styles.columnHeader}>
        <h2 id={headingId} className={styles.columnTitle}>
          {status} <span className={styles.count}>{count}</span>
        </h2>
        <p className={styles.caption}>{caption}</p>
      </header>
      {children}
    </section>
  );
}

/** The seven columns of the spec's workspace states and transitions, with drag and drop and a Move menu on every card. */
export function TasksBoard({ tasks, root, permissions, onMove }: TasksBoardProps) {
  const { toast } = usePlatform();
  const columns = useMemo(() => columnsOf(tasks), [tasks]);
  const [dragged, setDragged] = useState<TaskCard | null>(null);
  const [targetStatus, setTargetStatus] = useState<TaskStatus | null>(null);
  // The card moved last through its menu keeps the focus, also when it lands in another column.
  const [focused, setFocused] = useState<string | null>(null);
  const [shown, setShown] = useState(firstPages);
  // The Move menu reads the columns when a move is picked, so the cards' menus need not change with them.
  const columnsNow = useRef(columns);
  useLayoutEffect(() => {
    columnsNow.current = columns;
  }, [columns]);
  // A card moved past the cards a column shows (to its end, say) is shown there, not hidden by the move.
  const moveTo = useCallback(
    (taskId: string, status: TaskStatus, position: number) => {
      setShown((current) => ({ ...current, [status]: Math.max(current[status], position + 1) }));
      onMove(taskId, status, position);
    },
    [onMove],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const { canEdit, canApprove } = permissions;
  const mayMove = useCallback(
    (task: TaskCard, status: TaskStatus) =>
      status === task.status ||
      canApprove ||
      !(SIGNED_OFF.includes(status) || SIGNED_OFF.includes(task.status)),
    [canApprove],
  );

  // One function for every card (stable while the permissions stay), so a move redraws only the cards it moved.
  const movesOf = useCallback<MovesOf>(
    (task, index, last) => {
      if (!canEdit) return [];
      const moveByMenu = (status: TaskStatus, position: number) => {
        setFocused(task.id);
        moveTo(task.id, status, position);
      };
      return [
        { label: 'Move up', disabled: index === 0, onSelect: () => moveByMenu(task.status, index - 1) },
        { label: 'Move down', disabled: last, onSelect: () => moveByMenu(task.status, index + 1) },
        ...TASK_COLUMNS.filter(({ status }) => status !== task.status).map(({ status }) => ({
          label: `Move to ${status}`,
          disabled: !mayMove(task, status),
          onSelect: () => moveByMenu(status, columnsNow.current[status].length),
        })),
      ];
    },
    [canEdit, mayMove, moveTo],
  );

  function onDragStart({ active }: DragStartEvent) {
    setFocused(null);
    setDragged(tasks.find((task) => task.id === active.id) ?? null);
  }

  function onDragOver({ active, over }: DragOverEvent) {
    const task = tasks.find((card) => card.id === active.id);
    setTargetStatus(task && over ? dropTarget(columns, tasks, task, over.id).status : null);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setDragged(null);
    setTargetStatus(null);
    const task = tasks.find((card) => card.id === active.id);
    if (!task || !over) return;
    const { status, position } = dropTarget(columns, tasks, task, over.id);
    if (status === task.status && position === task.position) return;
    if (!mayMove(task, status)) {
      toast(APPROVE_NEEDED, FORM_ERROR_TOAST);
      return;
    }
    moveTo(task.id, status, position);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropUnderPointer}
      accessibility={{
        announcements: boardAnnouncements({
          columns,
          tasks,
          refusal: (task, status) => (mayMove(task, status) ? null : APPROVE_NEEDED),
        }),
      }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragged(null);
        setTargetStatus(null);
      }}
    >
      <div className={styles.board} data-testid="task-board">
        {TASK_COLUMNS.map(({ status, caption }) => {
          const cards = columns[status];
          const visible = cards.slice(0, shown[status]);
          return (
            <Column
              key={status}
              status={status}
              caption={caption}
              count={cards.length}
              disabled={!canEdit || (!canApprove && SIGNED_OFF.includes(status))}
              target={targetStatus === status}
            >
              <SortableContext items={visible.map((card) => card.id)} strategy={verticalListSortingStrategy}>
                {cards.length === 0 ? (
                  <p className={styles.empty}>{TASK_MESSAGES.noTasks}</p>
                ) : (
                  <ul className={styles.cards}>
                    {visible.map((task, index) => (
                      <SortableTaskCard
                        key={task.id}
                        task={task}
                        root={root}
                        canDrag={canEdit}
                        index={index}
                        last={index === cards.length - 1}
                        movesOf={movesOf}
                        focusMove={focused === task.id}
                      />
                    ))}
                  </ul>
                )}
              </SortableContext>
              {cards.length > visible.length ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.add}
                  onClick={() =>
                    setShown((current) => ({ ...current, [status]: current[status] + COLUMN_PAGE }))
                  }
                >
                  {showMoreLabel(cards.length - visible.length)}
                </Button>
              ) : null}
              {status === 'Backlog' && canEdit ? (
                <ButtonLink to={`${root}/add-new-task`} variant="ghost" size="sm" className={styles.add}>
                  Add New Task
                </ButtonLink>
              ) : null}
            </Column>
          );
        })}
      </div>
      <DragOverlay>
        {dragged ? (
          <div className={`${styles.card} ${styles.overlay}`}>
            <TaskCardBody task={dragged} root={root} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
