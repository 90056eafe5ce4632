import type { PageInsight, ProjectSnapshot } from '../project-insight.js';
import { joinList, lowerFirst, titleCase } from './intake-language.js';
import { toBeAgreed } from './project-draft.js';
import { workspacePageKey, workspacePageTitle } from '../../projects/workspace-pages.js';

/*
 * The embedded engine's page insights: one remark drawn from the project's own data (what is missing,
 * what comes next), chosen by the page the user is on.
 */

const statusLines: Record<ProjectSnapshot['status'], string> = {
  DRAFT: 'Setup in progress',
  PENDING_REVIEW: 'Setup in progress',
  IN_PROGRESS: 'Work in progress',
  COMPLETED: 'Delivered',
};

/** Once the team proposal is sent, the project waits for the client, not for the team. */
const statusLine = (project: ProjectSnapshot) =>
  project.status === 'PENDING_REVIEW' && project.proposalSent !== null
    ? 'Proposal ready'
    : statusLines[project.status];

/** A stored sentence set inside one of ours: lower-case start, no full stop of its own. */
const inline = (text: string) => lowerFirst(text.trim().replace(/[.!?]+$/, ''));

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const briefSections = [
  ['overview', 'overview'],
  ['objectives', 'objectives'],
  ['keyDeliverables', 'key deliverables'],
  ['targetAudience', 'target audience'],
] as const;

function openBriefSections(project: ProjectSnapshot): string[] {
  const { brief } = project;
  if (!brief) return briefSections.map(([, label]) => label);
  return briefSections.filter(([key]) => brief[key].trim() === toBeAgreed).map(([, label]) => label);
}

/** "The key deliverables are", "the objectives are": a section named in the plural is plural on its own. */
const pluralSections = (open: readonly string[]) => open.length > 1 || (open[0] ?? '').endsWith('s');

function briefInsight(project: ProjectSnapshot): string {
  if (!project.brief) {
    return `"${project.name}" has no brief yet. Start Setup drafts one from your chat with the assistant.`;
  }
  const open = openBriefSections(project);
  if (open.length > 0) {
    const plural = pluralSections(open);
    return `The ${joinList(open)} ${plural ? 'are' : 'is'} still open in this brief; filling ${plural ? 'them' : 'it'} in lets the team shape a proposal for "${project.name}".`;
  }
  const goal = project.goal ? `, and every objective should serve the goal: ${inline(project.goal)}` : '';
  return `This brief is written for ${inline(project.brief.targetAudience)}${goal}.`;
}

function featuresInsight(project: ProjectSnapshot): string {
  const { features } = project;
  const first = features[0];
  if (!first)
    return `"${project.name}" has no features yet. Add the first one so the team can plan a sprint.`;
  const unplanned = features.filter((feature) => feature.sprint === null);
  if (unplanned[0]) {
    return `${count(unplanned.length, 'feature')} of ${features.length} ${unplanned.length === 1 ? 'has' : 'have'} no sprint yet; "${unplanned[0].name}" is the first to plan.`;
  }
  const average = Math.round(features.reduce((sum, feature) => sum + feature.progress, 0) / features.length);
  return `All ${count(features.length, 'feature')} are planned, ${average}% done on average.`;
}

function teamInsight(project: ProjectSnapshot): string {
  if (project.memberCount === 0 && project.placedCount > 0) {
    return `Your hired team (${count(project.placedCount, 'talent')}) is placed on "${project.name}"; each joins on accepting the placement.`;
  }
  if (project.memberCount === 0) {
    const work = project.features.length ? `its ${count(project.features.length, 'feature')}` : 'the work';
    return `No one else has joined "${project.name}" yet. Invite a project manager first, so someone owns ${work}.`;
  }
  return `${count(project.memberCount, 'member')} ${project.memberCount === 1 ? 'works' : 'work'} on "${project.name}" with you, for ${count(project.features.length, 'feature')}.`;
}

function tasksInsight(project: ProjectSnapshot): string {
  const first = project.features[0];
  if (!first)
    return "Tasks come from features: add the project's features first, then break each one into tasks.";
  return `Start by breaking "${first.name}" into tasks: it is the first of ${count(project.features.length, 'feature')}.`;
}

/** A sent proposal, told for the page of the way to the contract the client is on (Team Selection, then Review Team & Cost, then Contract & Payment). */
function proposalReadyInsight(project: ProjectSnapshot, key: string): string {
  const ready = `The team proposal for "${project.name}" is ready (version ${project.proposalSent})`;
  switch (key) {
    case 'team-selection':
      return `${ready}: this is the team; Continue to review its cost, then sign the contract, or ask for a change.`;
    case 'review-team-and-cost':
    case 'onboarding':
      return `${ready}: this is its team and cost; Continue to sign the contract on Contract & Payment, or ask for a change on Team Selection.`;
    case 'contract-and-payment':
      return `${ready}: read the contract here and sign it to start the work, or ask for a change on Team Selection.`;
    default:
      return `${ready}: review the team and the cost on Team Selection, then sign the contract, or ask for a change.`;
  }
}

function overviewInsight(project: ProjectSnapshot, key: string): string {
  switch (project.status) {
    case 'DRAFT':
      return `"${project.name}" is still a draft. Finish the chat with your assistant and it will write the brief and the first features.`;
    case 'PENDING_REVIEW': {
      if (project.proposalSent !== null) return proposalReadyInsight(project, key);
      const goal = project.goal ? ` around one goal: ${inline(project.goal)}` : '';
      const open = openBriefSections(project);
      const brief =
        open.length > 0
          ? `; the ${joinList(open)} still need${pluralSections(open) ? '' : 's'} your input`
          : '';
      const features = project.features.length
        ? `It lists ${count(project.features.length, 'feature')}`
        : 'It has no features yet';
      return `Our team is reviewing "${project.name}"${goal}. ${features}${brief}.`;
    }
    case 'IN_PROGRESS':
      return featuresInsight(project);
    case 'COMPLETED':
      return `"${project.name}" is delivered. Review the files and approvals, and keep them as the record of the work.`;
  }
}

export function pageInsight(project: ProjectSnapshot, pageName: string): PageInsight {
  const key = workspacePageKey(pageName);
  const title = workspacePageTitle(key) ?? titleCase(key.replace(/-/g, ' '));
  const remarks: Record<string, () => string> = {
    'project-brief': () => briefInsight(project),
    'project-features': () => featuresInsight(project),
    'project-team': () => teamInsight(project),
    tasks: () => tasksInsight(project),
    'add-new-task': () => tasksInsight(project),
    'add-task': () => tasksInsight(project),
  };
  return {
    pageMessage: `${title}: ${statusLine(project)}`,
    insight: (remarks[key] ?? (() => overviewInsight(project, key)))(),
  };
}
