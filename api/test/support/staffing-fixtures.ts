import type { Project } from '@platform/prisma';
import type { PlanChange } from '../../src/staffing/proposal-plan.js';
import { editorPlan, projectVersions, saveDraft, sendDraft } from '../../src/staffing/proposal-versions.js';
import type { Harness } from './harness.js';

/**
 * Operations' review done the short way, for the client-side tests: the starting plan (the assistant's team in
 * one phase) saved and sent as it is, by the store the staff calls use (api/test/staffing.test.ts tests those).
 */
export async function sendStartingProposal(h: Harness, project: Project, senderId: string) {
  const { prisma, assistant } = h.deps;
  const { plan } = await editorPlan(
    prisma,
    assistant,
    project,
    await projectVersions(prisma, project.id),
    h.deps.now(),
  );
  const change = {
    summary: plan.summary,
    members: plan.members.map(({ talent_id, weekly_rate_kobo }) => ({ talent_id, weekly_rate_kobo })),
    phases: plan.phases,
    budget_note: 'Sent as proposed by the assistant.',
  };
  return sendChange(h, project, change, senderId);
}

/** Saves `change` as the draft and sends it, as Operations do in the console. */
export async function sendChange(h: Harness, project: Project, change: PlanChange, senderId: string) {
  const { prisma, assistant } = h.deps;
  const { plan: previous } = await editorPlan(
    prisma,
    assistant,
    project,
    await projectVersions(prisma, project.id),
    h.deps.now(),
  );
  return prisma.$transaction(async (tx) => {
    await saveDraft(tx, project, change, previous, senderId);
    return sendDraft(tx, project, { id: senderId, name: 'Tolu Operations (Operations)' }, h.deps.now());
  });
}
