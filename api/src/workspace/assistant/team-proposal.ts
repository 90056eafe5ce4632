import type { BriefDraft, IntakeProjectType } from './project-intake.js';

/* The assistant's team proposal: which kinds of talent a project needs and for how many weeks. */

/** The kinds of talent of the pool; each talent has one (prisma Talent.discipline). */
export const TALENT_DISCIPLINES = [
  'design',
  'brand',
  'frontend',
  'backend',
  'fullstack',
  'mobile',
  'qa',
  'management',
  'devops',
] as const;
export type TalentDiscipline = (typeof TALENT_DISCIPLINES)[number];

/** What the assistant reads to propose a team. */
export interface TeamProposalInput {
  type: IntakeProjectType | null;
  goal: string | null;
  brief: BriefDraft | null;
  /** In the order they were added. */
  features: { name: string; specifications: string[] }[];
  /** The length the client gave in the new-project chat, if any. */
  timelineWeeks: number | null;
}

/** One seat of the proposed team and why it is there. */
export interface ProposedRole {
  discipline: TalentDiscipline;
  reason: string;
}

export interface TeamPlan {
  roles: ProposedRole[];
  weeks: number;
  /** Where the weeks come from, as the review page says it. */
  weeksReason: string;
  /** One sentence the team-selection page opens with. */
  summary: string;
}
