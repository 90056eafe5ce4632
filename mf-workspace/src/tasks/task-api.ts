// The tasks calls' answers (from the generated API types) and the spec's words for tasks (tasks board, new task form, task detail screen, workspace states and transitions, workspace validation rules and workspace error catalogue).
import { TASK_FORM_MESSAGES } from '@platform/contract';
import type { ApiSchemas } from '@platform/shared-ui';

/** The board's columns in order, with their captions (the spec's workspace states and transitions). */
export const TASK_COLUMNS = [
  { status: 'Backlog', caption: 'Ideas & Upcoming Tasks' },
  { status: 'To Do', caption: 'Approved & Ready to Start' },
  { status: 'In Progress', caption: 'Currently Being Worked On' },
  { status: 'Ready for Review', caption: 'Awaiting Feedback/Approval' },
  { status: 'Approved', caption: 'Reviewed & Accepted' },
  { status: 'Completed', caption: 'Finalized & Delivered' },
  { status: 'Blocked', caption: 'Requires Attention' },
] as const satisfies readonly { status: TaskCard['status']; caption: string }[];

export type TaskStatus = TaskCard['status'];

/** Moving into or out of these columns is a sign-off: it needs Approve on tasks. */
export const SIGNED_OFF: readonly TaskStatus[] = ['Approved', 'Completed'];

/** The form's choices and rules are @platform/contract's (TASK_TYPES, TASK_ATTACHMENT_LIMITS...). */
export const TASK_MESSAGES = {
  ...TASK_FORM_MESSAGES,
  failed: 'Failed to create task. Please try again.',
  noTasks: 'No tasks',
} as const;

type Schemas = ApiSchemas['schemas'];

/** One card of `GET /api/projects/{id}/tasks/`. */
export type TaskCard = Schemas['TaskCard'];

export type Avatar = TaskCard['assignees'][number];

/** A member of the project's team, from `GET /api/search-project-team-members`. */
export type TeamMember = Schemas['ProjectTeamSearch']['users'][number];

/** `GET /api/tasks/{id}/` */
export type TaskDetail = Schemas['TaskDetail'];

export type BoardResponse = Schemas['TaskBoard'];

/** `/project/workspace/{id}/{name}/task-details?task={taskId}` */
export const taskDetailsPath = (root: string, taskId: string) =>
  `${root}/task-details?task=${encodeURIComponent(taskId)}`;
