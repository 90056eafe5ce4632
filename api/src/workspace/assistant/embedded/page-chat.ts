import type { ChatTurn } from '../assistant.js';
import type { BriefSectionKey, PageChatDecision, PageChatProject } from '../page-chat.js';
import { taskColumns } from '../page-chat.js';
import { signedOffStatuses, statusOf } from '../../tasks/task-labels.js';
import { joinList } from './intake-language.js';
import { projectAnswer } from './page-chat-answers.js';
import { readFeatureEdit } from './page-chat-features.js';
import { asksWhatIsDue, dueAnswer, fileAnswer, readFileSearch } from './page-chat-lookups.js';
import { readMeeting } from './page-chat-meetings.js';
import { contentOf, readBriefRequest, readFeatureRequest } from './page-chat-reading.js';
import { namesOffered, readTaskAssignment, readTaskCreation, readTaskMove } from './page-chat-tasks.js';
import { recentChanges } from './page-chat-updates.js';
import { readable, teamWithRoles } from './page-chat-words.js';
import { toBeAgreed } from './project-draft.js';
import { normalise } from './text-match.js';

/* The embedded page assistant: answers from the project's data and decides the changes it makes. */

const sectionLabels: Record<BriefSectionKey, string> = {
  overview: 'Overview',
  objectives: 'Objectives',
  key_deliverables: 'Key Deliverables',
  target_audience: 'Target Audience',
};

function briefChange(project: PageChatProject, message: string): PageChatDecision | null {
  const request = readBriefRequest(message);
  if (!request) return null;
  if (!project.brief) {
    return {
      reply: 'The brief is not set up yet. Press Start Setup first, then I can change it.',
      change: null,
    };
  }
  if (request.kind === 'set') {
    const label = sectionLabels[request.section];
    return {
      reply: `Done: the ${label} now reads "${request.content}".`,
      change: { kind: 'brief-section', section: request.section, content: request.content },
    };
  }
  const current = project.brief[request.section].trim();
  const kept = current === toBeAgreed ? '' : current;
  const content = [kept, `- ${request.item}`].filter(Boolean).join('\n');
  const what = request.section === 'objectives' ? 'objective' : 'deliverable';
  return {
    reply: `Added the ${what} "${request.item}" to ${sectionLabels[request.section]}.`,
    change: { kind: 'brief-section', section: request.section, content },
  };
}

/** The question asked of a feature named without what it does; the next message answers it. */
const featureQuestion = (name: string) =>
  `What should "${name}" do? Tell me in a sentence (what it lets people do) and I will add it.`;
const askedFeature = /^What should "(.+)" do\? Tell me in a sentence/;

function addFeature(project: PageChatProject, name: string, specification: string): PageChatDecision {
  if (project.features.some((feature) => normalise(feature.name) === normalise(name))) {
    return { reply: `This project already has a feature called "${name}".`, change: null };
  }
  return {
    reply: `Added the feature "${name}": ${specification}.`,
    change: { kind: 'add-feature', name, specification },
  };
}

function featureChange(project: PageChatProject, message: string): PageChatDecision | null {
  const request = readFeatureRequest(message);
  if (!request) return null;
  if (!request.specification) return { reply: featureQuestion(request.name), change: null };
  return addFeature(project, request.name, request.specification);
}

/**
 * The answer to "What should X do?": the feature added with it, unless the message is a request or question of
 * its own (read first) or lets it go ("never mind").
 */
function featureAnswered(
  project: PageChatProject,
  history: readonly ChatTurn[],
  message: string,
): PageChatDecision | null {
  const asked = askedFeature.exec(
    history.at(-1)?.role === 'assistant' ? (history.at(-1)?.content ?? '') : '',
  );
  if (!asked?.[1]) return null;
  if (/^(?:never ?mind|forget it|cancel|no|nope|leave it|skip)\b/i.test(message.trim()))
    return { reply: `All right, I did not add "${asked[1]}".`, change: null };
  const specification = contentOf(message);
  return specification.split(/\s+/).length >= 2 ? addFeature(project, asked[1], specification) : null;
}

function openSections(project: PageChatProject): string {
  if (!project.brief) return 'The brief is not set up yet: open Project Brief and press Start Setup.';
  const brief = project.brief;
  const open = (Object.keys(sectionLabels) as BriefSectionKey[]).filter(
    (section) => brief[section].trim() === '' || brief[section].includes(toBeAgreed),
  );
  return open.length === 0
    ? 'Every section of the brief is filled in.'
    : `Still open in the brief: ${joinList(open.map((section) => sectionLabels[section]))}.`;
}

function withoutSprint(project: PageChatProject): string {
  if (project.features.length === 0) return 'This project has no features yet.';
  const missing = project.features.filter((feature) => !feature.sprint);
  return missing.length === 0
    ? 'Every feature has a sprint.'
    : `Features without a sprint: ${joinList(missing.map((feature) => feature.name))}.`;
}

function tasksByStatus(project: PageChatProject): string {
  if (project.tasks.length === 0) return 'There are no tasks yet.';
  const columns = taskColumns.flatMap((column) => {
    const tasks = project.tasks.filter((task) => task.status === column);
    if (tasks.length === 0) return [];
    // Three names a column, the rest counted.
    return [`${column}: ${tasks.length} (${namesOffered(tasks, 3)})`];
  });
  return `Tasks by status — ${columns.join('; ')}.`;
}

/** The columns of tasks signed off, as the milestones count them. */
const finishedColumns = new Set<string>(
  taskColumns.filter((column) => signedOffStatuses.includes(statusOf[column])),
);

/** "Online menu 40%": a feature and how far it is. */
const withProgress = (feature: PageChatProject['features'][number]) => `${feature.name} ${feature.progress}%`;

/** "what is left?", "wetin remain": the tasks not finished, by column, and the features not at 100%. */
function workLeft(project: PageChatProject): string {
  const open = project.tasks.filter((task) => !finishedColumns.has(task.status));
  const columns = taskColumns.flatMap((column) => {
    const tasks = open.filter((task) => task.status === column);
    return tasks.length > 0 ? [`${column} ${tasks.length}`] : [];
  });
  const tasks =
    open.length === 0 ? 'No task is left open' : `Open tasks: ${open.length} (${columns.join(', ')})`;
  const features = project.features.filter((feature) => feature.progress < 100).map(withProgress);
  return features.length === 0
    ? `${tasks}, and every feature is finished.`
    : `${tasks}. Features still under way: ${features.join(', ')}.`;
}

function blocked(project: PageChatProject): string {
  const tasks = project.tasks.filter((task) => task.status === 'Blocked');
  return tasks.length === 0
    ? 'Nothing is blocked right now.'
    : `Blocked: ${joinList(tasks.map((task) => `"${task.name}"`))}.`;
}

function featureList(project: PageChatProject): string {
  if (project.features.length === 0) return 'This project has no features yet.';
  const listed = project.features.map(
    (feature) => `${feature.name} (${feature.sprint ?? 'no sprint'}, ${feature.progress}%)`,
  );
  return `Features: ${listed.join(', ')}.`;
}

/** "which features are finished?": those at 100%, and how far the rest are. */
function finishedFeatures(project: PageChatProject): string {
  if (project.features.length === 0) return 'This project has no features yet.';
  const finished = project.features.filter((feature) => feature.progress >= 100);
  const rest = project.features.filter((feature) => feature.progress < 100).map(withProgress);
  if (finished.length === 0) return `No feature is finished yet: ${rest.join(', ')}.`;
  const still = rest.length > 0 ? ` Still under way: ${rest.join(', ')}.` : '';
  return `Finished: ${joinList(finished.map((feature) => feature.name))}.${still}`;
}

function featureProgress(project: PageChatProject): string {
  if (project.features.length === 0) return 'This project has no features yet.';
  return `Feature progress: ${project.features.map(withProgress).join(', ')}.`;
}

/** The words people ask a brief section by: its own name, and what it is about ("the goal", "who is it for"). */
const sectionWords: readonly [BriefSectionKey, RegExp][] = [
  ['objectives', /\b(?:objectives?|goals?|aims?|purpose)\b/],
  ['key_deliverables', /\bdeliverables?\b|\bwhat (?:are|will) (?:we|you) (?:get|deliver)/],
  [
    'target_audience',
    /\b(?:target audience|audience|target (?:market|users|customers))\b|\bwho is (?:it|this|this project|the project) for\b/,
  ],
  [
    'overview',
    /\b(?:overview|summary|summari[sz]e)\b|\bwhat is (?:this|the) project(?: about)?\b|\bwhat are we building\b/,
  ],
];

function readSection(project: PageChatProject, text: string): string | null {
  if (!project.brief) return null;
  const asked = sectionWords.find(([, words]) => words.test(text))?.[0];
  return asked ? `${sectionLabels[asked]}: ${project.brief[asked]}` : null;
}

function team(project: PageChatProject): string {
  return `On the team: ${teamWithRoles(project.people)}.`;
}

/** What is left of the work, not of the money: money words make it a question of what is due. */
const asksWorkLeft = /\bwhat(?:'s| is| are)? (?:remains?|remaining|left|outstanding)\b/;
const moneyWords =
  /\b(?:pay|paid|payments?|owe|money|naira|amount|balance|invoices?|bills?|cost|much|instal?lments?)\b|₦/;
const asksWorkNotMoney = (text: string) => asksWorkLeft.test(text) && !moneyWords.test(text);

const questions: readonly [RegExp, string, (project: PageChatProject) => string][] = [
  [/\bblock|\bstuck\b/, 'blocked', blocked],
  [/\bsprint/, 'sprint', withoutSprint],
  [/\b(?:open|missing|unfinished|incomplete|to be agreed|empty)\b/, 'open', openSections],
  [
    /\bfeatures?\b.*\b(?:finished|done|complete[d]?|ready|shipped)\b|\b(?:finished|completed) features?\b/,
    'features-done',
    finishedFeatures,
  ],
  [asksWorkLeft, 'work-left', workLeft],
  [/\btasks?\b/, 'tasks', tasksByStatus],
  [/\bprogress|how far|done\b/, 'progress', featureProgress],
  [/\bfeatures?\b/, 'features', featureList],
  [/\b(?:team|members?|who (?:is|are) (?:working|on))\b/, 'team', team],
];

function help(pageName: string): string {
  if (pageName === 'project-brief') {
    return 'I can change the brief for you, e.g. "make the target audience small bakeries in Lagos" or "add an objective: ...". I can also tell you which sections are still open.';
  }
  if (pageName === 'project-features') {
    return 'I can add a feature, e.g. "add a feature: order tracking — customers see each order\'s status", and tell you which features have no sprint or how far each one is.';
  }
  if (pageName === 'tasks') {
    return 'I can create, move and assign tasks, e.g. "create a task to photograph the menu, due Friday, assign to Ada", "move photograph the menu to in progress" or "assign the logo to Tunde".';
  }
  if (pageName === 'meetings') {
    return 'I can book a meeting, e.g. "book a call with the team on Thursday at 10" or "schedule a meeting with the design team tomorrow at 2pm about the logo", and tell you when the next one is.';
  }
  if (pageName === 'files-and-resources') {
    return 'I can find files by name or type, e.g. "find the logo file" or "show me all the PDFs".';
  }
  if (pageName === 'contract-and-payment') {
    return 'I can tell you what is due on this project, e.g. "what is due?" or "how much do I owe?".';
  }
  return 'Ask me about this project: which brief sections are open, features without a sprint, tasks by status, what is blocked or overdue, who has a task, the next meeting, what changed this week or when the work is due.';
}

/**
 * Quick replies after a message the assistant did not understand: requests it reads on this page, so
 * one press gets the client going again.
 */
const suggestions: Record<string, string[]> = {
  'project-brief': ['Which sections are still open?', 'Who is on the team?'],
  'project-features': ['What features do we have?', 'Which features have no sprint?'],
  tasks: ['Create a task', 'Which tasks are blocked?', 'Show tasks by status'],
  meetings: ['Book a meeting', 'When is the next meeting?'],
  'files-and-resources': ['Show me all the PDFs', 'Show me the images'],
  'contract-and-payment': ['What is due?', 'Who is on the team?'],
  'recent-updates': ['What changed today?', 'What changed this week?'],
};
const everywhere = ['What changed this week?', 'Which tasks are blocked?', 'What is overdue?'];

export const helpSuggestions = (pageName: string) => suggestions[pageName] ?? everywhere;

/** The changes and look-ups, the page's own first: "move X to sprint 2" on Features is a feature's sprint. */
function actionReply(
  project: PageChatProject,
  pageName: string,
  text: string,
  now: Date,
): PageChatDecision | null {
  if (pageName === 'project-brief') {
    const change = briefChange(project, text);
    if (change) return change;
  }
  const readers: readonly (() => PageChatDecision | null)[] = [
    () => featureChange(project, text),
    () => readTaskCreation(text, project, now),
    () => readMeeting(text, now),
    () => readFeatureEdit(text, project),
    () => readTaskAssignment(text, project),
    () => readTaskMove(text, project),
    () => {
      const search = readFileSearch(text, pageName);
      return search ? fileAnswer(project, search.search, search.type) : null;
    },
    () =>
      asksWhatIsDue(text) &&
      (pageName === 'contract-and-payment' ||
        (!/\btasks?\b/i.test(text) && !asksWorkNotMoney(text.toLowerCase())))
        ? dueAnswer(project)
        : null,
  ];
  for (const read of readers) {
    const decision = read();
    if (decision) return decision;
  }
  return null;
}

/**
 * The reply to one message on a workspace page, and the change it makes, if any; `now` dates what the
 * message says ("due Friday").
 */
export function pageChatReply(
  project: PageChatProject,
  pageName: string,
  message: string,
  now: Date,
  history: readonly ChatTurn[] = [],
): PageChatDecision {
  const said = readable(message);
  const action =
    projectAnswer(project, said) ??
    actionReply(project, pageName, said, now) ??
    featureAnswered(project, history, said);
  if (action) return action;
  const text = normalise(readable(message));
  const changes = recentChanges(project, text, now);
  if (changes) return changes;
  const answer = questions.find(([pattern]) => pattern.test(text));
  if (answer)
    return { reply: answer[2](project), change: null, reading: { kind: 'answer', topic: answer[1] } };
  const section = readSection(project, text);
  if (section) return { reply: section, change: null, reading: { kind: 'answer', topic: 'brief' } };
  return {
    reply: help(pageName),
    change: null,
    reading: { kind: 'help', suggestions: helpSuggestions(pageName) },
  };
}
