import type { FeatureDraft, IntakeProjectType, IntakeState, ProjectDraft } from '../project-intake.js';
import { budgetText } from './intake-budget.js';
import { capitalise, joinList, lowerFirst } from './intake-language.js';
import { typeText } from './intake-wording.js';

/* The first brief and feature list, written from what the intake gathered. */

/** What a brief section says while the chat left it open. */
export const toBeAgreed = 'To be agreed with the team.';

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
/** "the website", "the 500 branded t-shirts": the list's items are bare nouns, read as prose with "the". */
const theThing = (item: string) => `the ${item.replace(/^(?:a|an|the|our|my|their)\s+/i, '')}`;

function overview(state: IntakeState, name: string, type: IntakeProjectType): string {
  const audience = state.audience ? ` for ${lowerFirst(state.audience)}` : '';
  const parts = [`${name} is a ${typeText(type)}${audience}.`];
  // Written prose, not the chat: what is to be delivered and built, in the brief's own sentences.
  if (state.deliverables.length > 0) parts.push(`We deliver ${joinList(state.deliverables.map(theThing))}.`);
  if (state.features.length > 0) parts.push(`It covers ${joinList(state.features)}.`);
  if (state.goal) parts.push(`Its main goal: ${sentence(lowerFirst(state.goal))}`);
  if (state.budget) parts.push(`Budget: ${budgetText(state.budget)}.`);
  if (state.timeline) parts.push(`Timeline: ${sentence(lowerFirst(state.timeline.text))}`);
  if (state.notes.length > 0) parts.push(`Also noted in the chat: ${state.notes.join(' ')}`);
  return parts.join(' ');
}

function objectives(state: IntakeState): string {
  const lines: string[] = [];
  if (state.goal) lines.push(sentence(capitalise(state.goal)));
  if (state.features.length > 0) {
    lines.push(`Deliver the main features: ${joinList(state.features)}.`);
  }
  if (state.audience) lines.push(`Make it work well for ${lowerFirst(state.audience)}.`);
  return lines.length > 0 ? bullets(lines) : toBeAgreed;
}

/** What the team would check a feature against, by the kind of work the project is. */
function specifications(feature: string, type: IntakeProjectType): string[] {
  const what = lowerFirst(feature);
  switch (type) {
    case 'DESIGN':
      return [`Designs for ${what}`, 'Reviewed and approved by you'];
    case 'DEVELOPMENT':
      return [`${capitalise(what)} works end to end`, 'Tested before release'];
    case 'DESIGN_AND_DEVELOPMENT':
      return [`Designs for ${what}`, `${capitalise(what)} built and tested`];
  }
}

function feature(
  name: string,
  state: IntakeState,
  projectName: string,
  type: IntakeProjectType,
): FeatureDraft {
  // A short description stays short: a long audience ("people in Enugu who like to eat, mostly young workers
  // and students") is the brief's, not every feature's.
  const audience = state.audience && state.audience.split(/\s+/).length <= 5 ? state.audience : null;
  return {
    name,
    shortDescription: audience ? `${name} for ${lowerFirst(audience)}.` : `${name} in ${projectName}.`,
    specifications: specifications(name, type),
  };
}

/** The project as the intake leaves it, open topics included. */
export function draftProject(state: IntakeState): ProjectDraft {
  const name = state.name ?? 'New Project';
  const type = state.type ?? 'DESIGN_AND_DEVELOPMENT';
  return {
    name,
    type,
    goal: state.goal,
    budget: state.budget,
    timeline: state.timeline,
    brief: {
      overview: overview(state, name, type),
      objectives: objectives(state),
      keyDeliverables:
        state.deliverables.length > 0 ? bullets(state.deliverables.map(capitalise)) : toBeAgreed,
      targetAudience: state.audience ?? toBeAgreed,
    },
    features: state.features.map((item) => feature(capitalise(item), state, name, type)),
  };
}
