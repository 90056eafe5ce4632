import { continueIntake, startIntake } from '../src/workspace/assistant/embedded/project-intake.js';
import { createIt } from '../src/workspace/assistant/embedded/intake-wording.js';
import type { IntakeState } from '../src/workspace/assistant/project-intake.js';
import { evaluationDate, intakeConversations } from './intake-conversations.js';
import type { ExpectedProject, IntakeConversation } from './intake-conversations.js';
import { fieldScores, sameList, sameName, sameText, sameValues } from './scoring.js';
import type { FieldScore } from './scoring.js';

/* Plays every conversation of the intake's evaluation set through the embedded engine and scores it. */

export const intakeFields = [
  'name',
  'type',
  'goal',
  'audience',
  'deliverables',
  'features',
  'budget',
  'timeline',
] as const;
export type IntakeField = (typeof intakeFields)[number];

/**
 * Each conversation played once a process: the engine reads nothing but the messages and the evaluation's
 * date, so a set scored again (the tests' "every conversation together" replays the first seven sets) gets the
 * same states without playing them a second time.
 */
const played = new WeakMap<IntakeConversation, { state: IntakeState; created: boolean }>();

/**
 * The state after the whole conversation, and whether it ended in a project once the client asked for it
 * (the summary's "Create it").
 */
function play(conversation: IntakeConversation): { state: IntakeState; created: boolean } {
  const known = played.get(conversation);
  if (known) return known;
  const result = playOnce(conversation);
  played.set(conversation, result);
  return result;
}

function playOnce(conversation: IntakeConversation): { state: IntakeState; created: boolean } {
  let state = startIntake('Ada').state;
  for (const message of conversation.messages) state = continueIntake(state, message, evaluationDate).state;
  // "Create it" where the client stopped shows the summary if it was not shown yet; pressed again, it
  // sets the project up.
  for (let press = 0; press < 2 && !state.finished; press += 1) {
    state = continueIntake(state, createIt, evaluationDate).state;
  }
  return { state, created: state.finished };
}

const kobo = (naira: number | null) => (naira === null ? null : naira * 100);

function verdict(state: IntakeState, expected: ExpectedProject): Record<IntakeField, boolean> {
  const budget = expected.budget && {
    minKobo: kobo(expected.budget.min),
    maxKobo: kobo(expected.budget.max),
  };
  const timeline = state.timeline && { weeks: state.timeline.weeks, deadline: state.timeline.deadline };
  return {
    name: sameName(state.name, expected.name),
    type: state.type === expected.type,
    goal: sameText(state.goal, expected.goal),
    audience: sameText(state.audience, expected.audience),
    deliverables: sameList(state.deliverables, expected.deliverables),
    features: sameList(state.features, expected.features),
    budget: sameValues(state.budget, budget),
    timeline: sameValues(timeline, expected.timeline),
  };
}

export interface IntakeMiss {
  id: string;
  field: IntakeField;
  expected: unknown;
  actual: unknown;
}

const actualOf = (state: IntakeState, field: IntakeField): unknown =>
  field === 'timeline'
    ? state.timeline && { weeks: state.timeline.weeks, deadline: state.timeline.deadline }
    : state[field];

export function evaluateIntake(conversations = intakeConversations): {
  scores: FieldScore[];
  misses: IntakeMiss[];
  /** Conversations that did not end in a project. */
  stuck: string[];
} {
  const misses: IntakeMiss[] = [];
  const stuck: string[] = [];
  const verdicts = conversations.map((conversation) => {
    const { state, created } = play(conversation);
    if (!created) stuck.push(conversation.id);
    const result = verdict(state, conversation.expected);
    for (const field of intakeFields) {
      if (!result[field]) {
        misses.push({
          id: conversation.id,
          field,
          expected: conversation.expected[field],
          actual: actualOf(state, field),
        });
      }
    }
    return result;
  });
  return { scores: fieldScores(verdicts, intakeFields), misses, stuck };
}
