import type { BriefSectionKey, PageChatDecision, PageChatProject } from '../page-chat.js';
import { joinList } from './intake-language.js';
import { readBriefRequest, readFeatureRequest } from './page-chat-reading.js';
import { toBeAgreed } from './project-draft.js';
import { normalise } from './text-match.js';

/* The embedded page assistant: answers from the project's data and decides the changes it makes. */

const sectionLabels: Record<BriefSectionKey, string> = {
  overview: 'Overview',
  objectives: 'Objectives',
  key_deliverables: 'Key Deliverables',
  target_audience: 'Target Audience',
};

const columnOrder = [
  'Backlog',
  'To Do',
  'In Progress',
  'Ready for Review',
  'Approved',
  'Completed',
  'Blocked',
];

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

function featureChange(project: PageChatProject, message: string): PageChatDecision | null {
  const request = readFeatureRequest(message);
  if (!request) return null;
  if (!request.specification) {
    return {
      reply: `What should "${request.name}" do? Say it like this: add a feature: ${request.name} — what it lets people do.`,
      change: null,
    };
  }
  if (project.features.some((feature) => normalise(feature.name) === normalise(request.name))) {
    return { reply: `This project already has a feature called "${request.name}".`, change: null };
  }
  return {
    reply: `Added the feature "${request.name}": ${request.specification}.`,
    change: { kind: 'add-feature', name: request.name, specification: request.specification },
  };
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
  const counts = columnOrder
    .map((column) => [column, project.tasks.filter((task) => task.status === column).length] as const)
    .filter(([, count]) => count > 0)
    .map(([column, count]) => `${column}: ${count}`);
  return `Tasks by status — ${counts.join(', ')}.`;
}

function blocked(project: PageChatProject): string {
  const tasks = project.tasks.filter((task) => task.status === 'Blocked');
  return tasks.length === 0
    ? 'Nothing is blocked right now.'
    : `Blocked: ${joinList(tasks.map((task) => `"${task.name}"`))}.`;
}

function featureProgress(project: PageChatProject): string {
  if (project.features.length === 0) return 'This project has no features yet.';
  return `Feature progress: ${project.features.map((feature) => `${feature.name} ${feature.progress}%`).join(', ')}.`;
}

function readSection(project: PageChatProject, text: string): string | null {
  if (!project.brief) return null;
  const asked = (Object.keys(sectionLabels) as BriefSectionKey[]).find((section) =>
    text.includes(sectionLabels[section].toLowerCase().replace('key ', '')),
  );
  return asked ? `${sectionLabels[asked]}: ${project.brief[asked]}` : null;
}

const questions: readonly [RegExp, (project: PageChatProject) => string][] = [
  [/\bblock/, blocked],
  [/\bsprint/, withoutSprint],
  [/\b(?:open|missing|unfinished|incomplete|to be agreed|empty)\b/, openSections],
  [/\btasks?\b/, tasksByStatus],
  [/\bprogress|how far|done\b/, featureProgress],
];

function help(pageName: string): string {
  if (pageName === 'project-brief') {
    return 'I can change the brief for you, e.g. "make the target audience small bakeries in Lagos" or "add an objective: ...". I can also tell you which sections are still open.';
  }
  if (pageName === 'project-features') {
    return 'I can add a feature, e.g. "add a feature: order tracking — customers see each order\'s status", and tell you which features have no sprint or how far each one is.';
  }
  return 'Ask me about this project: which brief sections are open, features without a sprint, tasks by status, or what is blocked.';
}

/** The reply to one message on a workspace page, and the change it makes, if any. */
export function pageChatReply(project: PageChatProject, pageName: string, message: string): PageChatDecision {
  if (pageName === 'project-brief') {
    const change = briefChange(project, message);
    if (change) return change;
  }
  if (pageName === 'project-features') {
    const change = featureChange(project, message);
    if (change) return change;
  }
  const text = normalise(message);
  const answer = questions.find(([pattern]) => pattern.test(text));
  if (answer) return { reply: answer[1](project), change: null };
  const section = readSection(project, text);
  if (section) return { reply: section, change: null };
  return { reply: help(pageName), change: null };
}
