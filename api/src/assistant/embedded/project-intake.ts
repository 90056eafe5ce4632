import { intakeTopics } from '../project-intake.js';
import type { IntakeOutcome, IntakeStart, IntakeState, IntakeTopic, IntakeTurn } from '../project-intake.js';
import { isNonsense, mergeUnique, sentences } from './intake-language.js';
import {
  answeredType,
  correctsList,
  declines,
  evidentTopic,
  impliedAnswers,
  impliedType,
  isQuestion,
  labelledAnswer,
  listAnswer,
  proposedName,
  sentenceAnswer,
  statedName,
  statedType,
  steer,
} from './intake-reading.js';
import {
  acknowledged,
  alreadyFinished,
  cannotFinishYet,
  confirmations,
  finished,
  greeting,
  misunderstood,
  question,
  questionNoted,
} from './intake-wording.js';
import { draftProject } from './project-draft.js';

/*
 * The embedded engine's new-project intake: a pure function from (state, message) to the next state and
 * reply. It asks for the type, then the goal, audience, key deliverables and main features; answers may
 * come in any order (labelled sentences go to their topic), corrections overwrite, and messages it
 * cannot use change nothing.
 */

export function startIntake(firstName: string): IntakeStart {
  return {
    state: {
      type: null,
      name: null,
      pitch: null,
      goal: null,
      audience: null,
      deliverables: [],
      features: [],
      skipped: [],
      notes: [],
      asking: 'type',
      misunderstood: 0,
      finished: false,
    },
    reply: greeting(firstName),
  };
}

function covered(state: IntakeState, topic: IntakeTopic): boolean {
  switch (topic) {
    case 'type':
      // The description matters as much as the type: it seeds the name and the brief.
      return state.type !== null && state.pitch !== null;
    case 'goal':
      return state.goal !== null;
    case 'audience':
      return state.audience !== null;
    case 'deliverables':
      return state.deliverables.length > 0;
    case 'features':
      return state.features.length > 0;
  }
}

const openTopics = (state: IntakeState) => intakeTopics.filter((topic) => !covered(state, topic));

const nextTopic = (state: IntakeState) =>
  intakeTopics.find((topic) => !covered(state, topic) && !state.skipped.includes(topic)) ?? null;

const finishedOutcome = (state: IntakeState): IntakeOutcome =>
  openTopics(state).length === 0 ? 'complete' : 'incomplete';

/** Puts an answer to `topic` into the state; false when the text does not answer it. */
function answer(state: IntakeState, topic: IntakeTopic, text: string, correcting: boolean): boolean {
  if (topic === 'type') {
    const type = answeredType(text);
    if (type) state.type = type;
    return type !== null;
  }
  if (declines(text)) {
    // "Features are not relevant" also withdraws the features given before.
    if (topic === 'goal' || topic === 'audience') state[topic] = null;
    else state[topic] = [];
    if (!state.skipped.includes(topic)) state.skipped = [...state.skipped, topic];
    return true;
  }
  if (topic === 'goal' || topic === 'audience') {
    const value = sentenceAnswer(topic, text);
    if (value !== '') state[topic] = value;
    return value !== '';
  }
  const items = listAnswer(topic, text);
  if (items.length > 0) state[topic] = correcting ? items : mergeUnique(state[topic], items);
  return items.length > 0;
}

/** The first description: the seed of the name and brief, and whatever it says about the other topics. */
function readPitch(state: IntakeState, text: string): void {
  state.pitch = text.slice(0, 1000);
  state.type ??= impliedType(text);
  const implied = impliedAnswers(text);
  state.goal ??= implied.goal;
  state.audience ??= implied.audience;
  if (state.features.length === 0) state.features = implied.features;
}

/** Applies everything the message says; false when it said nothing the intake could use. */
function understand(state: IntakeState, text: string, asking: IntakeTopic): boolean {
  let understood = false;
  const unlabelled: string[] = [];
  for (const part of sentences(text)) {
    const name = statedName(part);
    const type = statedType(part);
    const labelled = labelledAnswer(part);
    if (name) state.name = name;
    if (type) state.type = type;
    if (labelled) answer(state, labelled.topic, labelled.text, correctsList(part));
    understood ||= Boolean(name || type || labelled);
    // A short "make it design only" says all it has to say; a longer sentence may describe more.
    const used = name !== null || labelled !== null || (type !== null && part.split(/\s+/).length <= 5);
    if (!used) unlabelled.push(part);
  }

  const rest = unlabelled.join(' ');
  if (rest !== '' && !isNonsense(rest)) {
    const describes = !isQuestion(rest) || impliedType(rest) !== null;
    if (asking === 'type' && state.pitch === null && describes) {
      readPitch(state, text.trim());
      understood = true;
    } else {
      const topic = evidentTopic(rest) ?? asking;
      understood = answer(state, topic, rest, correctsList(rest)) || understood;
    }
  }

  if (state.name === null && state.pitch !== null && state.type !== null) {
    state.name = proposedName(state.pitch, state.type);
  }
  state.skipped = state.skipped.filter((topic) => !covered(state, topic));
  return understood;
}

function turn(before: IntakeState, state: IntakeState, reply: string, outcome: IntakeOutcome): IntakeTurn {
  return {
    state,
    reply,
    identityChanged: state.name !== before.name || state.type !== before.type,
    outcome,
    draft: outcome === 'continue' ? null : draftProject(state),
  };
}

/** Finishes with what is known, when that is enough for a project: its type (and so its name). */
function finish(before: IntakeState, state: IntakeState, said: readonly string[]): IntakeTurn {
  if (state.type === null) {
    state.asking = 'type';
    return turn(before, state, [...said, cannotFinishYet(state)].join(' '), 'continue');
  }
  state.name ??= proposedName(state.pitch ?? '', state.type);
  state.finished = true;
  state.asking = null;
  const outcome = finishedOutcome(state);
  const reply = finished(state, openTopics(state), state.features.length);
  return turn(before, state, [...said, reply].join(' '), outcome);
}

/** The next question after a message that moved the intake on, or the end when nothing is left. */
function moveOn(before: IntakeState, state: IntakeState): IntakeTurn {
  state.misunderstood = 0;
  const said = confirmations(before, state);
  const next = nextTopic(state);
  if (next === null) return finish(before, state, said);
  state.asking = next;
  return turn(before, state, [...said, question(next, state)].join(' '), 'continue');
}

export function continueIntake(before: IntakeState, message: string): IntakeTurn {
  if (before.finished) {
    return {
      state: before,
      reply: alreadyFinished(before),
      identityChanged: false,
      outcome: finishedOutcome(before),
      draft: null,
    };
  }
  const state: IntakeState = structuredClone(before);
  const asking = state.asking ?? nextTopic(state) ?? 'features';
  const text = message.trim();

  switch (steer(text)) {
    case 'finish':
      return finish(before, state, []);
    case 'skip':
      // Without knowing what is being made there is no project to set up.
      if (asking === 'type') return turn(before, state, cannotFinishYet(state), 'continue');
      state.skipped = [...state.skipped, asking];
      return moveOn(before, state);
    case 'acknowledge':
      state.misunderstood = 0;
      return turn(before, state, acknowledged(asking, state), 'continue');
    case null:
      break;
  }

  if (understand(state, text, asking)) return moveOn(before, state);
  if (isQuestion(text) && !isNonsense(text)) {
    state.notes = [...state.notes, text.slice(0, 500)];
    return turn(before, state, questionNoted(asking, state), 'continue');
  }
  state.misunderstood += 1;
  return turn(before, state, misunderstood(asking, state), 'continue');
}
