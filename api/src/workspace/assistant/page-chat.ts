import type { TaskTypeLabel } from '@platform/contract';
import { TASK_STATUSES } from '../tasks/task-labels.js';
import type { TaskStatusLabel } from '../tasks/task-labels.js';

/* The page assistant of the workspace (the spec's workspace shell and workspace states and transitions "AI page chat"): what it is told and what it decides. */

export const briefSectionKeys = ['overview', 'objectives', 'key_deliverables', 'target_audience'] as const;
export type BriefSectionKey = (typeof briefSectionKeys)[number];

/** The board's columns and the task types, as the Tasks page names them. */
export const taskColumns = TASK_STATUSES;
export type TaskColumn = TaskStatusLabel;
export type TaskKind = TaskTypeLabel;

/** The groups a meeting can invite, as the schedule dialog names them. */
export const meetingGroups = ['Design Team', 'Development Team', 'Support'] as const;
export type MeetingGroup = (typeof meetingGroups)[number];

export const fileTypes = [
  'pdf',
  'image',
  'document',
  'spreadsheet',
  'presentation',
  'archive',
  'link',
] as const;
export type FileType = (typeof fileTypes)[number];

/** The project's data the page assistant answers from: only what the caller may see. */
export interface PageChatProject {
  name: string;
  /** Who is asking: "me" and "you" in a message. */
  askerId: string;
  /** Null while the brief is not set up. */
  brief: Record<BriefSectionKey, string> | null;
  features: {
    id: string;
    name: string;
    sprint: string | null;
    progress: number;
    description: string;
    specifications: string[];
  }[];
  /** The tasks the caller may see, with their column's name, estimated completion (YYYY-MM-DD) and whether
   * they are past it, as the board marks them. */
  tasks: {
    id: string;
    name: string;
    status: string;
    assigneeIds: string[];
    due: string | null;
    overdue: boolean;
  }[];
  /** The owner and the active members: who tasks can go to. */
  people: { id: string; name: string; role: string }[];
  /** The files the caller may see, last updated first. */
  files: { name: string; tab: string; type: FileType | null; version: number }[];
  /** The contract's invoiced, unpaid parts; null when the caller may not see the amounts. */
  due: { invoiceNumber: string; description: string; amount: string; dueDate: string }[] | null;
  /** The link of the project's latest meeting, reused by a meeting the assistant books. */
  lastMeetingLink: string | null;
  /** The caller's coming meetings, soonest first, each with its time in words (Lagos time). */
  upcomingMeetings: { title: string; when: string }[];
  /** The milestones in order, with their due day (YYYY-MM-DD), status and overdue mark as the timeline has them. */
  milestones: { title: string; due: string; status: string; overdue: boolean }[];
  /** The deadline the client gave (YYYY-MM-DD), if any. */
  deadline: string | null;
  /** The budget the client gave, in kobo (either end may be open), if any. */
  budget: { minKobo: number | null; maxKobo: number | null } | null;
  /** The latest of Recent Updates the caller may see, newest first: each line as the page shows it. */
  recentUpdates: { summary: string; at: string }[];
}

/** A change the engine wants made; the route applies it behind the same checks as the page's buttons. */
export type PageChatChange =
  | { kind: 'brief-section'; section: BriefSectionKey; content: string }
  | { kind: 'add-feature'; name: string; specification: string }
  | {
      kind: 'edit-feature';
      featureId: string;
      feature: string;
      name?: string;
      description?: string;
      /** Null takes the feature out of its sprint. */
      sprint?: string | null;
    }
  | {
      kind: 'create-task';
      name: string;
      type: TaskKind;
      description: string;
      assigneeId: string;
      /** YYYY-MM-DD, the estimated completion; null when not said. */
      due: string | null;
    }
  | { kind: 'move-task'; taskId: string; task: string; status: TaskColumn }
  | { kind: 'assign-task'; taskId: string; task: string; assigneeId: string }
  | {
      kind: 'schedule-meeting';
      title: string;
      /** YYYY-MM-DD and HH:MM in the project's time zone (Africa/Lagos). */
      date: string;
      time: string;
      durationMinutes: number;
      entireTeam: boolean;
      teams: MeetingGroup[];
      /** The https link said in the message, else null (the route picks one). */
      link: string | null;
    };

/** What the engine read in a message that changes nothing: for the evaluation and the logs. */
export type PageChatReading =
  | { kind: 'answer'; topic: string }
  /** Which one: the names, and the message each quick reply sends. */
  | { kind: 'choose'; choices: string[]; messages?: string[] }
  | { kind: 'clarify' }
  | { kind: 'find-files'; search: string; type: FileType | null }
  | { kind: 'explain-due' }
  /** Not understood: what the page's assistant can do there, each a message it understands. */
  | { kind: 'help'; suggestions: string[] };

export interface PageChatDecision {
  /** The reply as the embedded engine words it. */
  reply: string;
  change: PageChatChange | null;
  reading?: PageChatReading;
}
