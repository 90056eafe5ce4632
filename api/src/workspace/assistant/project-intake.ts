import { z } from 'zod';

/*
 * The new-project chat's contract with the assistant. The chat stores an IntakeState beside its
 * messages; each user message turns one state into the next. The state is plain JSON, so any engine can
 * resume a chat another process (or another engine) started.
 */

export const intakeProjectTypes = ['DESIGN', 'DEVELOPMENT', 'DESIGN_AND_DEVELOPMENT'] as const;
export type IntakeProjectType = (typeof intakeProjectTypes)[number];

/** What the assistant asks about, in the order it asks. */
export const intakeTopics = [
  'type',
  'goal',
  'audience',
  'deliverables',
  'features',
  'budget',
  'timeline',
] as const;
export type IntakeTopic = (typeof intakeTopics)[number];

/** What the client means to spend, in kobo; one end may be open ("up to ₦3m", "at least ₦1m"). */
export const IntakeBudgetSchema = z.object({
  minKobo: z.number().int().min(0).nullable(),
  maxKobo: z.number().int().min(0).nullable(),
});
export type IntakeBudget = z.infer<typeof IntakeBudgetSchema>;

/** When the work should be done: as said, as a length in weeks and/or as a deadline (YYYY-MM-DD). */
export const IntakeTimelineSchema = z.object({
  text: z.string(),
  weeks: z.number().int().min(1).nullable(),
  deadline: z.iso.date().nullable(),
});
export type IntakeTimeline = z.infer<typeof IntakeTimelineSchema>;

export const IntakeStateSchema = z.object({
  type: z.enum(intakeProjectTypes).nullable(),
  name: z.string().nullable(),
  /** The user's first description of the project, the seed of the brief's overview. */
  pitch: z.string().nullable(),
  goal: z.string().nullable(),
  audience: z.string().nullable(),
  deliverables: z.array(z.string()),
  features: z.array(z.string()),
  // Chats stored before budgets and timelines were asked about have neither.
  budget: IntakeBudgetSchema.nullable().default(null),
  timeline: IntakeTimelineSchema.nullable().default(null),
  /** Topics the user chose to leave open ("not sure yet"). */
  skipped: z.array(z.enum(intakeTopics)),
  /**
   * Topics filled before their question was asked ("we need 500 t-shirts and 200 flyers" as the first message): the
   * question is still asked, as a confirmation of what was heard. Chats stored before it have none.
   */
  unconfirmed: z.array(z.enum(intakeTopics)).default([]),
  /** Sensible messages that answered none of the topics (questions, remarks), kept for the brief. */
  notes: z.array(z.string()),
  /** The topic of the assistant's last question; null once the intake is finished. */
  asking: z.enum(intakeTopics).nullable(),
  /** Messages in a row the assistant could not understand, to vary how it asks again. */
  misunderstood: z.number().int().min(0),
  /** The assistant showed what it understood and waits for "Create it" or a correction. */
  // Chats stored before the summary was shown have none.
  confirming: z.boolean().default(false),
  finished: z.boolean(),
  /**
   * What the client described in the site chat before signing in, offered as this chat's start and waiting for
   * their yes or no (project-chat/earlier-description.ts); engines never see it set.
   */
  offered: z.string().nullable().default(null),
});
export type IntakeState = z.infer<typeof IntakeStateSchema>;

/** A chat's answers before its first message: nothing known yet, the kind of project asked first. */
export function emptyIntake(): IntakeState {
  return {
    type: null,
    name: null,
    pitch: null,
    goal: null,
    audience: null,
    deliverables: [],
    features: [],
    budget: null,
    timeline: null,
    skipped: [],
    unconfirmed: [],
    notes: [],
    asking: 'type',
    misunderstood: 0,
    confirming: false,
    finished: false,
    offered: null,
  };
}

/** The brief's four sections, as text. */
export interface BriefDraft {
  overview: string;
  objectives: string;
  keyDeliverables: string;
  targetAudience: string;
}

export interface FeatureDraft {
  name: string;
  shortDescription: string;
  specifications: string[];
}

/** What a finished intake turns into: the project's data for review. */
export interface ProjectDraft {
  name: string;
  type: IntakeProjectType;
  goal: string | null;
  budget: IntakeBudget | null;
  timeline: IntakeTimeline | null;
  brief: BriefDraft;
  features: FeatureDraft[];
}

export interface IntakeStart {
  state: IntakeState;
  /** The greeting that opens the chat. */
  reply: string;
}

/**
 * - `continue`: the assistant asked its next question;
 * - `complete`: the intake is finished with every topic covered;
 * - `incomplete`: the user finished it early; some topics are left open.
 */
export type IntakeOutcome = 'continue' | 'complete' | 'incomplete';

export interface IntakeTurn {
  state: IntakeState;
  reply: string;
  /** The project's name or type changed in this turn. */
  identityChanged: boolean;
  outcome: IntakeOutcome;
  /** Set only on the turn that finishes the intake: what to store on the project. */
  draft: ProjectDraft | null;
  /** Replies the client can send with one press (the likely reading, "Skip", "Create it"...). */
  quickReplies: string[];
}
