import type { TaskTypeLabel, TaskVisibilityLabel } from '@platform/contract';
import type { TaskStatus, TaskType, TaskVisibility } from '@platform/prisma';

/* The tasks domain's words on the wire, as the spec shows them, and the database's names behind them. */

/** The board's columns in order (the spec's workspace states and transitions). */
export const TASK_STATUSES = [
  'Backlog',
  'To Do',
  'In Progress',
  'Ready for Review',
  'Approved',
  'Completed',
  'Blocked',
] as const;
export type TaskStatusLabel = (typeof TASK_STATUSES)[number];

export const statusOf: Record<TaskStatusLabel, TaskStatus> = {
  Backlog: 'BACKLOG',
  'To Do': 'TO_DO',
  'In Progress': 'IN_PROGRESS',
  'Ready for Review': 'READY_FOR_REVIEW',
  Approved: 'APPROVED',
  Completed: 'COMPLETED',
  Blocked: 'BLOCKED',
};

export const statusLabel = Object.fromEntries(
  Object.entries(statusOf).map(([label, status]) => [status, label]),
) as Record<TaskStatus, TaskStatusLabel>;

/** Moving into or out of these columns is a sign-off, so it needs Approve. */
export const signedOffStatuses: readonly TaskStatus[] = ['APPROVED', 'COMPLETED'];

/** Where the detail page's status button takes a task; Completed is the end. */
export const nextStatus: Record<TaskStatus, TaskStatus | null> = {
  BACKLOG: 'TO_DO',
  TO_DO: 'IN_PROGRESS',
  IN_PROGRESS: 'READY_FOR_REVIEW',
  READY_FOR_REVIEW: 'APPROVED',
  APPROVED: 'COMPLETED',
  COMPLETED: null,
  BLOCKED: 'IN_PROGRESS',
};

export const typeOf: Record<TaskTypeLabel, TaskType> = {
  Design: 'DESIGN',
  Code: 'CODE',
  Write: 'WRITE',
  Review: 'REVIEW',
  Support: 'SUPPORT',
  Print: 'PRINT',
};

export const typeLabel = Object.fromEntries(
  Object.entries(typeOf).map(([label, type]) => [type, label]),
) as Record<TaskType, TaskTypeLabel>;

export const visibilityOf: Record<TaskVisibilityLabel, TaskVisibility> = {
  'Entire project': 'ENTIRE_PROJECT',
  'Assignees only': 'ASSIGNEES_ONLY',
};

export const visibilityLabel = Object.fromEntries(
  Object.entries(visibilityOf).map(([label, visibility]) => [visibility, label]),
) as Record<TaskVisibility, TaskVisibilityLabel>;
