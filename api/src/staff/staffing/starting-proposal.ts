import type { Project, PrismaClient } from '@platform/prisma';
import type { Assistant } from '../../workspace/assistant/assistant.js';
import type { PlanChange } from './proposal-plan.js';
import { editorPlan, projectVersions, saveDraft, sendDraft } from './proposal-versions.js';

interface ProposalDeps {
  prisma: PrismaClient;
  assistant: Assistant;
  now: () => Date;
}

/** Saves `change` as the draft and sends it, as Operations do in the console. */
export async function sendProposalChange(
  { prisma, assistant, now }: ProposalDeps,
  project: Project,
  change: PlanChange,
  sender: { id: string; name: string },
) {
  const { plan: previous } = await editorPlan(
    prisma,
    assistant,
    project,
    await projectVersions(prisma, project.id),
    now(),
  );
  return prisma.$transaction(async (tx) => {
    await saveDraft(tx, project, change, previous, sender.id);
    return sendDraft(tx, project, sender, now());
  });
}

/**
 * Operations' review done the short way: the starting plan (the assistant's team in one phase) saved and sent
 * as it is (the demo's project under way, and the client-side tests).
 */
export async function sendStartingProposal(
  deps: ProposalDeps,
  project: Project,
  sender: { id: string; name: string },
) {
  const { plan } = await editorPlan(
    deps.prisma,
    deps.assistant,
    project,
    await projectVersions(deps.prisma, project.id),
    deps.now(),
  );
  const change = {
    summary: plan.summary,
    members: plan.members.map(({ talent_id, weekly_rate_kobo }) => ({ talent_id, weekly_rate_kobo })),
    phases: plan.phases,
    budget_note: 'Sent as proposed by the assistant.',
  };
  return sendProposalChange(deps, project, change, sender);
}
