import { projectTypeLabels } from '../../projects/project-types.js';
import type { IntakeProjectType, IntakeState, IntakeTopic } from '../project-intake.js';
import { budgetText } from './intake-budget.js';
import { joinList, lowerFirst } from './intake-language.js';

/* Everything the intake says: its questions, examples, and how it confirms what it understood. */

export const typeText = (type: IntakeProjectType) => projectTypeLabels[type].toLowerCase();

export const topicNames: Record<IntakeTopic, string> = {
  type: 'project description',
  goal: 'goal',
  audience: 'target audience',
  deliverables: 'key deliverables',
  features: 'main features',
  budget: 'budget',
  timeline: 'timeline',
};

const deliverableExamples: Record<IntakeProjectType, string> = {
  DESIGN: 'a logo, a style guide and social media templates',
  DEVELOPMENT: 'an Android app, an admin dashboard and an API',
  DESIGN_AND_DEVELOPMENT: 'UI designs, a web app and an admin dashboard',
};

export function question(topic: IntakeTopic, state: IntakeState): string {
  switch (topic) {
    case 'type':
      return state.pitch
        ? 'Is it a design project, a development project, or both design and development?'
        : 'Tell me about the project you have in mind: what would you like us to design or build?';
    case 'goal':
      return 'What is the main goal of the project? What should it achieve for you?';
    case 'audience':
      return 'Who is it for? Tell me about your target audience.';
    case 'deliverables':
      // Things made already heard ("we need 500 t-shirts and 200 flyers") are confirmed, not asked for again.
      return state.unconfirmed.includes('deliverables') && state.deliverables.length > 0
        ? `So far the key deliverables are ${joinList(state.deliverables)}. Anything else you expect from us, or is that all?`
        : `What are the key deliverables you expect from us? For example: ${deliverableExamples[state.type ?? 'DESIGN_AND_DEVELOPMENT']}.`;
    case 'features':
      return state.unconfirmed.includes('features') && state.features.length > 0
        ? `So far the main features are ${joinList(state.features)}. Any others, or is that all?`
        : 'Which main features should it have? A short list is fine, separated by commas.';
    case 'budget':
      return 'What budget do you have in mind, in naira? A range is fine, e.g. "between 1 and 3 million".';
    case 'timeline':
      return 'When would you like it done? A length ("10 weeks") or a deadline ("by March") both work.';
  }
}

/** An example answer, offered when a question was not understood twice in a row. */
export function example(topic: IntakeTopic, state: IntakeState): string {
  switch (topic) {
    case 'type':
      return state.pitch
        ? 'Reply "design", "development" or "both".'
        : 'For example: "a mobile app where my customers can book appointments".';
    case 'goal':
      return 'For example: "get more customers to book online".';
    case 'audience':
      return 'For example: "busy professionals in Lagos".';
    case 'deliverables':
      return `For example: "${deliverableExamples[state.type ?? 'DESIGN_AND_DEVELOPMENT']}".`;
    case 'features':
      return 'For example: "online booking, card payments, reminders".';
    case 'budget':
      return 'For example: "₦2,500,000", "2.5m" or "not sure yet".';
    case 'timeline':
      return 'For example: "within 8 weeks", "before Christmas" or "no rush".';
  }
}

export const greeting = (firstName: string) =>
  `Hi ${firstName}! I'm your personal assistant. I'll ask a few questions and set up your project from ` +
  'your answers. Tell me about the project you have in mind: what would you like us to design or build?';

/**
 * What changed in a list: its items so far; when some were taken out ("remove the app", "change the banner to a
 * poster"), first what was taken out, so the client sees the change was made.
 */
function listChange(label: string, before: readonly string[], after: readonly string[]): string | null {
  if (after.join('\n') === before.join('\n')) return null;
  const kept = new Set(after.map((item) => item.toLowerCase()));
  const removed = before.filter((item) => !kept.has(item.toLowerCase()));
  if (removed.length === 0) return after.length > 0 ? `${label} so far: ${joinList(after)}.` : null;
  const now = after.length > 0 ? `${label} now: ${joinList(after)}.` : `No ${lowerFirst(label)} are left.`;
  return `Done, I took out ${joinList(removed)}. ${now}`;
}

/** One sentence per thing that changed between `before` and `after`, in the order they are asked. */
export function confirmations(before: IntakeState, after: IntakeState): string[] {
  const said: string[] = [];
  const named = after.name !== null && after.name !== before.name;
  if (named && before.name === null) {
    const kind = after.type ? `Great, a ${typeText(after.type)}. ` : '';
    said.push(`${kind}Let's call it "${after.name}"; say "call it ..." if you'd like another name.`);
  } else if (named) {
    said.push(`Done, the project is now called "${after.name}".`);
  }
  if (after.type && after.type !== before.type && !(named && before.name === null)) {
    said.push(`Noted, it's a ${typeText(after.type)}.`);
  }
  if (after.goal && after.goal !== before.goal) said.push(`Goal noted: ${lowerFirst(after.goal)}.`);
  if (after.audience && after.audience !== before.audience) {
    said.push(`Noted, it's for ${lowerFirst(after.audience)}.`);
  }
  const deliverables = listChange('Key deliverables', before.deliverables, after.deliverables);
  if (deliverables) said.push(deliverables);
  const features = listChange('Features', before.features, after.features);
  if (features) said.push(features);
  const changed = (now: unknown, then: unknown) => JSON.stringify(now) !== JSON.stringify(then);
  if (after.budget && changed(after.budget, before.budget))
    said.push(`Budget noted: ${budgetText(after.budget)}.`);
  if (after.timeline && changed(after.timeline, before.timeline)) {
    said.push(`Timeline noted: ${lowerFirst(after.timeline.text)}.`);
  }
  for (const topic of after.skipped) {
    if (!before.skipped.includes(topic)) {
      said.push(`No problem, we'll leave the ${topicNames[topic]} open for now.`);
    }
  }
  return said;
}

export const misunderstood = (topic: IntakeTopic, state: IntakeState) =>
  `Sorry, I didn't understand that. ${question(topic, state)}` +
  (state.misunderstood >= 2 ? ` ${example(topic, state)}` : '');

export const acknowledged = (topic: IntakeTopic, state: IntakeState) =>
  `Happy to help. ${question(topic, state)}`;

export const questionNoted = (topic: IntakeTopic, state: IntakeState) =>
  'Good question. Our team answers questions about pricing and timelines with their proposal, once the ' +
  `brief is reviewed, and I've noted yours for them. ${question(topic, state)}`;

/**
 * A hire or a training that is neither design nor development work ("we need 3 sales reps", "train my staff on
 * customer service"): this chat sets up design and development projects, so it says where such a request goes and
 * asks the type again, for anything to be designed or built beside it (or, when nothing was described yet, what that
 * is).
 */
export const serviceElsewhere = (service: 'recruitment' | 'training', state: IntakeState) =>
  `${service === 'recruitment' ? 'Recruitment' : 'Training'} of that kind is planned with you by our team, not set ` +
  'up here: send it with "Request a Service" on the Services page (/services) and they will get back to you. ' +
  `If there is something to design or build for it as well${service === 'training' ? ' (course materials, a learning platform)' : ' (a careers page, a job board)'}, ` +
  (state.pitch
    ? 'is it a design project, a development project, or both design and development?'
    : 'tell me about it.');

export const typeAssumed =
  'I have put it down as a design and development project; say "design only" or "development only" to change it.';

export const cannotFinishYet = (state: IntakeState) =>
  `Before I can set the project up I need to know what we are making. ${question('type', state)}`;

const toWorkspace = 'Taking you to your project workspace...';

export function finished(state: IntakeState, open: readonly IntakeTopic[], featureCount: number): string {
  if (open.length === 0) {
    return (
      `Thank you, I have everything I need. "${state.name}" is now pending review: I've drafted its brief ` +
      `(overview, objectives, key deliverables and target audience) and listed ${featureCount} ` +
      `feature${featureCount === 1 ? '' : 's'}. ${toWorkspace}`
    );
  }
  const names = joinList(open.map((topic) => topicNames[topic]));
  const plural = open.length > 1 || open[0] === 'deliverables' || open[0] === 'features';
  return (
    `All right. "${state.name}" is now pending review with what we have; the ${names} ` +
    `${plural ? 'are' : 'is'} still open, and you can add ${plural ? 'them' : 'it'} to the brief in the ` +
    `workspace. ${toWorkspace}`
  );
}

export const alreadyFinished = (state: IntakeState) =>
  `"${state.name}" is already set up and pending review. ${toWorkspace}`;

/** Quick replies the chat offers. */
export const createIt = 'Create it';
export const changeSomething = 'Change something';
export const skipIt = 'Skip';
export const rephrase = 'Rephrase';

const topicLabels: Record<Exclude<IntakeTopic, 'type'>, string> = {
  goal: 'Goal',
  audience: 'Target audience',
  deliverables: 'Key deliverables',
  features: 'Features',
  budget: 'Budget',
  timeline: 'Timeline',
};

/** The message read as the answer to the question asked, as a reply the intake understands. */
export const likelyReading = (topic: Exclude<IntakeTopic, 'type'>, text: string) =>
  `${topicLabels[topic]}: ${text.slice(0, 200)}`;

/** The question asked again in other words, with an example answer. */
export const rephrased = (topic: IntakeTopic, state: IntakeState) =>
  `Let me put it another way. ${question(topic, state)} ${example(topic, state)}` +
  (topic === 'type' ? '' : ' Or say "skip" to leave it open.');

/** What the assistant understood, before it creates the project (plain sentences, one per topic). */
export function summary(state: IntakeState, open: readonly IntakeTopic[]): string {
  const lines = [
    `Here is what I have: "${state.name}", a ${typeText(state.type ?? 'DESIGN_AND_DEVELOPMENT')}.`,
  ];
  if (state.goal) lines.push(`Goal: ${lowerFirst(state.goal)}.`);
  if (state.audience) lines.push(`For: ${lowerFirst(state.audience)}.`);
  if (state.deliverables.length > 0) lines.push(`Key deliverables: ${joinList(state.deliverables)}.`);
  if (state.features.length > 0) lines.push(`Main features: ${joinList(state.features)}.`);
  if (state.budget) lines.push(`Budget: ${budgetText(state.budget)}.`);
  if (state.timeline) lines.push(`Timeline: ${lowerFirst(state.timeline.text)}.`);
  const left = open.filter((topic) => topic !== 'type');
  if (left.length > 0) lines.push(`Still open: ${joinList(left.map((topic) => topicNames[topic]))}.`);
  return `${lines.join(' ')} Create it, or change something?`;
}

export const whatToChange =
  'What would you like to change? Say it as you would to a colleague, for example: "the budget is 2m", ' +
  '"it\'s for students", "the features are booking and payments" or "call it Kora".';

export const notAChange =
  'Sorry, I couldn\'t tell what to change. Try for example "the goal is to sell online" or "the deadline ' +
  'is March". Create it, or change something?';
