// The tasks calls' answers as this remote reads them, and the spec's words for tasks (part 2 §2.7–§2.9, §4, §5, §8).

/** The board's columns in order, with their captions (spec part 2 §4). */
export const TASK_COLUMNS = [
  { status: 'Backlog', caption: 'Ideas & Upcoming Tasks' },
  { status: 'To Do', caption: 'Approved & Ready to Start' },
  { status: 'In Progress', caption: 'Currently Being Worked On' },
  { status: 'Ready for Review', caption: 'Awaiting Feedback/Approval' },
  { status: 'Approved', caption: 'Reviewed & Accepted' },
  { status: 'Completed', caption: 'Finalized & Delivered' },
  { status: 'Blocked', caption: 'Requires Attention' },
] as const;

export type TaskStatus = (typeof TASK_COLUMNS)[number]['status'];

/** Moving into or out of these columns is a sign-off: it needs Approve on tasks. */
export const SIGNED_OFF: readonly TaskStatus[] = ['Approved', 'Completed'];

export const TASK_TYPES = ['Design', 'Code', 'Write', 'Review', 'Support', 'Print'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_VISIBILITIES = ['Entire project', 'Assignees only'] as const;
export type TaskVisibility = (typeof TASK_VISIBILITIES)[number];

export const TASK_MESSAGES = {
  created: 'Task created successfully',
  required: 'Task Name, Task Type, Task Description, and Assigned To are required.',
  files: 'Only unique PDF, DOC, JPEG, JPG, and PNG files are allowed.',
  failed: 'Failed to create task. Please try again.',
  noTasks: 'No tasks',
} as const;

export interface Person {
  id: string;
  name: string;
}

export interface Avatar extends Person {
  img: string | null;
}

/** A member of the project's team, from `GET /api/search-project-team-members`. */
export interface TeamMember extends Avatar {
  role: string;
}

/** One card of `GET /api/projects/{id}/tasks/`. */
export interface TaskCard {
  id: string;
  name: string;
  type: TaskType;
  status: TaskStatus;
  position: number;
  created_at: string;
  assignees: Avatar[];
  features: Person[];
  attachment_count: number;
}

export interface TaskHistoryEntry {
  id: string;
  kind: string;
  /** Without the actor: "moved it from Backlog to In Progress". */
  text: string;
  actor: Person | null;
  created_at: string;
}

/** `GET /api/tasks/{id}/` */
export interface TaskDetail extends Omit<TaskCard, 'assignees'> {
  project_id: string;
  description: string;
  visibility: TaskVisibility;
  start_date: string | null;
  estimated_completion: string | null;
  updated_at: string;
  created_by: Person | null;
  assignees: TeamMember[];
  attachments: {
    id: string;
    name: string;
    size: number;
    mime_type: string;
    uploaded_at: string;
    url: string;
  }[];
  history: TaskHistoryEntry[];
  next_status: TaskStatus | null;
  next_steps: { label: string; date: string | null }[];
}

export interface BoardResponse {
  tasks: TaskCard[];
}

/** A feature of `POST /api/get-project-features/` (spec part 2 §3), as the Linked To checkboxes need it. */
export interface FeatureOption {
  feature_id: string;
  feature_name: string;
}

/** `/project/workspace/{id}/{name}/task-details?task={taskId}` */
export const taskDetailsPath = (root: string, taskId: string) =>
  `${root}/task-details?task=${encodeURIComponent(taskId)}`;
