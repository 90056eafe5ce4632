import type { BriefDraft, IntakeProjectType } from './project-intake.js';

/** What the assistant may know about a project when it comments on one of its pages. */
export interface ProjectSnapshot {
  name: string;
  type: IntakeProjectType | null;
  status: 'DRAFT' | 'PENDING_REVIEW' | 'IN_PROGRESS' | 'COMPLETED';
  goal: string | null;
  brief: BriefDraft | null;
  /** In the order they were added. */
  features: { name: string; progress: number; sprint: string | null }[];
  /** Invited members, the owner not counted. */
  memberCount: number;
  /** The newest version of the team proposal sent to the client; null while the team still prepares it. */
  proposalSent: number | null;
  /** Talents of the signed team placed on the project (after the first payment), joined or not. */
  placedCount: number;
}

/** `POST /api/insights/`: the page's status line and one specific remark about the project. */
export interface PageInsight {
  pageMessage: string;
  insight: string;
}
