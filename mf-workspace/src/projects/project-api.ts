// Answers of the projects and project-chat calls (spec part 1 §3 and §7), as this remote reads them.

export type ProjectStatus = 'DRAFT' | 'PENDING_REVIEW' | 'IN_PROGRESS' | 'COMPLETED';

export interface TeamMember {
  id: string;
  name: string;
}

/** One item of `GET /api/all_projects/`. */
export interface ProjectListItem {
  id: string;
  name: string;
  status: ProjectStatus;
  last_updated: string;
  goal: string | null;
  /** Null while the new-project chat has not decided it. */
  type: 'Design project' | 'Development project' | 'Design and Development project' | null;
  team_members: TeamMember[];
}

/** What the client means to spend, in kobo; an open end is null. */
export interface ProjectBudget {
  min_kobo: number | null;
  max_kobo: number | null;
}

/** When the client wants it done: as said, in weeks and/or by a deadline (YYYY-MM-DD). */
export interface ProjectTimeline {
  text: string;
  weeks: number | null;
  deadline: string | null;
}

/** `GET /api/projects/{id}/` */
export interface ProjectDetails extends ProjectListItem {
  created_at: string;
  /** The brief's saved version: 0 until the brief is first saved (the header's 'V:0'). */
  brief_version?: number;
  /** Null until the new-project chat gathered it (absent in answers that predate it). */
  budget?: ProjectBudget | null;
  timeline?: ProjectTimeline | null;
}

/** The two answers of `POST /api/check_project/` that decide where a card click goes. */
export const SETUP_INCOMPLETE = 'Complete setting up your project.';
export const SETUP_COMPLETE = 'Continue with your project workspace.';

/** `POST /api/check_project/` */
export interface CheckProjectResponse {
  project_id: string;
  project_name: string;
  project_status: ProjectStatus;
  status: typeof SETUP_INCOMPLETE | typeof SETUP_COMPLETE;
  chat_session_id: string | null;
  route: string;
}

/** A message of the new-project chat: the user's, or the assistant's (`system`). */
export interface ChatMessage {
  type: 'user' | 'system';
  text: string;
  created_at: string;
}

/** `POST /api/chat-start/` */
export interface ChatStartResponse {
  status: 'new' | 'existing';
  session_id: string;
  messages: ChatMessage[];
  project_id: string;
  project_name: string;
  project_status: ProjectStatus;
  message: string;
}

/** The reply status that renames the project in the top bar and shows "New Project Created - {name}". */
export const NAME_AND_TYPE_UPDATED = 'Project name and type updated';

/** `POST /api/chat/response/` */
export interface ChatReplyResponse {
  status: typeof NAME_AND_TYPE_UPDATED | 'complete' | 'incomplete';
  message: string;
  project_name: string;
  last_updated: string;
  redirect_url: string | null;
}

/** `POST /api/insights/` */
export interface InsightsResponse {
  page_message: string;
  insight: string;
}
