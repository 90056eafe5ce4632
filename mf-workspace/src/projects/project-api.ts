// Answers of the projects and project-chat calls (the spec's entities and calls table), from the generated API types.
import type { ApiSchemas } from '@platform/shared-ui';

type Schemas = ApiSchemas['schemas'];

export type ProjectStatus = Schemas['ProjectListItem']['status'];

export type TeamMember = Schemas['ProjectListItem']['team_members'][number];

/**
 * One item of `GET /api/all_projects/`; pages that never offer Delete may leave out `is_owner` and
 * `deletable` (false: no Delete).
 */
export type ProjectListItem = Omit<Schemas['ProjectListItem'], 'is_owner' | 'deletable' | 'archived_at'> & {
  is_owner?: boolean;
  deletable?: boolean;
  /** Set while archived (only the list's Archived filter shows those). */
  archived_at?: string | null;
};

/** What the client means to spend, in kobo; an open end is null. */
export type ProjectBudget = Schemas['ProjectBudget'];

/** When the client wants it done: as said, in weeks and/or by a deadline (YYYY-MM-DD). */
export type ProjectTimeline = Schemas['ProjectTimeline'];

/**
 * `GET /api/projects/{id}/`; pages that never show the badge may leave out `brief_version` (the header's V:n, 0
 * when absent), those that offer no change `my_permissions` (nothing is allowed without it), and those that
 * never look for the caller among the members `my_user_id`.
 */
export type ProjectDetails = Omit<
  Schemas['ProjectDetails'],
  'brief_version' | 'is_owner' | 'my_permissions' | 'my_user_id' | 'archived_at' | 'estimated_completion'
> & {
  brief_version?: number;
  is_owner?: boolean;
  my_permissions?: Schemas['ProjectDetails']['my_permissions'];
  my_user_id?: string;
  /** Set while archived: the project is read-only until its owner unarchives it. */
  archived_at?: string | null;
  /** When the work should be done, from the contract, a sent proposal or the client's deadline (the overview). */
  estimated_completion?: Schemas['ProjectDetails']['estimated_completion'];
};

/** `POST /api/check_project/` */
export type CheckProjectResponse = Schemas['CheckProjectResponse'];

/** A message of the new-project chat: the user's, or the assistant's (`system`). */
export type ChatMessage = Schemas['ChatMessage'];

/** `POST /api/chat-start/` */
export type ChatStartResponse = Schemas['ChatStartResponse'];

/** `POST /api/chat/response/` */
export type ChatReplyResponse = Schemas['ChatResponse'];
