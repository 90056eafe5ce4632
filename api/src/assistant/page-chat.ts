/* The page assistant of the workspace (spec part 2 §2.2, §4 "AI page chat"): what it is told and what it decides. */

export const briefSectionKeys = ['overview', 'objectives', 'key_deliverables', 'target_audience'] as const;
export type BriefSectionKey = (typeof briefSectionKeys)[number];

/** The project's data the page assistant answers from: only what the caller may see. */
export interface PageChatProject {
  name: string;
  /** Null while the brief is not set up. */
  brief: Record<BriefSectionKey, string> | null;
  features: { name: string; sprint: string | null; progress: number }[];
  /** The tasks the caller may see, with their column's name. */
  tasks: { name: string; status: string }[];
}

/** A change the engine wants made; the route applies it behind the same permission check as the form. */
export type PageChatChange =
  | { kind: 'brief-section'; section: BriefSectionKey; content: string }
  | { kind: 'add-feature'; name: string; specification: string };

export interface PageChatDecision {
  /** The reply as the embedded engine words it. */
  reply: string;
  change: PageChatChange | null;
}
