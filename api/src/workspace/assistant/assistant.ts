/*
 * The assistant behind every chat of the product. Routes depend on this interface only, so the
 * embedded engine (the default, deterministic) and any other engine are interchangeable; each chat of
 * the product adds its own method here.
 */

import type { PageChatDecision, PageChatProject } from './page-chat.js';
import type { PageInsight, ProjectSnapshot } from './project-insight.js';
import type { IntakeStart, IntakeState, IntakeTurn } from './project-intake.js';
import type { TeamPlan, TeamProposalInput } from './team-proposal.js';

/** One turn of a conversation; histories are oldest first. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** A support request the site chat drafted from a visitor's problem, for the Let's Talk form. */
export interface SupportRequestDraft {
  /** One of the Let's Talk message types. */
  messageType: string;
  /** The problem in the visitor's words, ready to send. */
  details: string;
}

/** The answer in a public-site chat (home page, live chat). */
export interface SiteReply {
  message: string;
  /** True when the visitor wants to start a project, which needs an account: the page offers Login. */
  suggestSignin: boolean;
  /** Set when the visitor reported a problem: the page offers Let's Talk with these details filled in. */
  supportRequest: SupportRequestDraft | null;
}

export interface Assistant {
  /** Answers a visitor of the public site, given the conversation so far (without `message`). */
  siteReply(history: readonly ChatTurn[], message: string): Promise<SiteReply>;
  /** Opens a new-project chat for the signed-in user: the first intake state and the greeting. */
  startProjectIntake(firstName: string): Promise<IntakeStart>;
  /**
   * The next turn of a new-project chat, from its stored state and conversation (without `message`);
   * `now` dates what the user says ("by March").
   */
  continueProjectIntake(
    state: IntakeState,
    history: readonly ChatTurn[],
    message: string,
    now: Date,
  ): Promise<IntakeTurn>;
  /** A short, specific remark about a project for one of its workspace pages. */
  insight(project: ProjectSnapshot, pageName: string): Promise<PageInsight>;
  /**
   * The page assistant of a workspace page: its reply, and the change to the project it decides on; `now`
   * dates what the message says ("due Friday", "on Thursday at 10").
   */
  pageReply(
    project: PageChatProject,
    pageName: string,
    history: readonly ChatTurn[],
    message: string,
    now: Date,
  ): Promise<PageChatDecision>;
  /** The team (kinds of talent, and weeks) a project needs, from its type, brief and features. */
  proposeTeam(project: TeamProposalInput): Promise<TeamPlan>;
}
