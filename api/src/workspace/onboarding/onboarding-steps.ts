import type { PrismaClient, Project } from '@platform/prisma';
import { contractDay } from '../contracts/contract-day.js';

/*
 * Onboarding (the spec's onboarding progress screen) from the project's real state. Each step is done when its condition holds,
 * with the date it came true; the first step not done is the current one; progress is the share done.
 */

export const ONBOARDING_STEPS = [
  { key: 'payment', title: 'Payment Processed', description: 'Initial payment has been confirmed' },
  { key: 'team', title: 'Team Onboarding', description: 'Team members are being notified and prepared' },
  { key: 'setup', title: 'Project Setup', description: 'Setting up project infrastructure and tools' },
  { key: 'kickoff', title: 'Kickoff Meeting', description: 'Initial team meeting and project planning' },
] as const;

export type StepKey = (typeof ONBOARDING_STEPS)[number]['key'];
export type StepState = 'done' | 'current' | 'upcoming';

interface Condition {
  done: boolean;
  at: Date | null;
  /** What stands, in a few words: "1 of 3 team members have joined". */
  detail: string;
}

const earliest = (dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((min, date) => (date && (!min || date < min) ? date : min), null);

const latest = (dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The assistant drafts the brief from the chat (version 0); the client saving it makes version 1. */
const briefText = (brief: object | null, saved: boolean) =>
  brief === null ? 'No brief yet' : saved ? 'Brief saved' : 'Brief drafted (not saved yet)';

async function conditions(prisma: PrismaClient, project: Project): Promise<Record<StepKey, Condition>> {
  const [contract, members, brief, firstFeature, featureCount, firstTask, taskCount, heldKickoff] =
    await Promise.all([
      prisma.projectContract.findUnique({ where: { projectId: project.id } }),
      prisma.teamProposalMember.findMany({ where: { projectId: project.id } }),
      prisma.projectBrief.findUnique({
        where: { projectId: project.id },
        select: { version: true, updatedAt: true },
      }),
      prisma.projectFeature.findFirst({ where: { projectId: project.id }, orderBy: { createdAt: 'asc' } }),
      prisma.projectFeature.count({ where: { projectId: project.id } }),
      prisma.task.findFirst({ where: { projectId: project.id }, orderBy: { createdAt: 'asc' } }),
      prisma.task.count({ where: { projectId: project.id } }),
      prisma.meeting.findFirst({
        where: { projectId: project.id, kickoff: true, heldAt: { not: null } },
        orderBy: { heldAt: 'asc' },
        select: { heldAt: true },
      }),
    ]);
  const paidAt = contract?.firstPaymentVerifiedAt ?? null;
  const joined = members.filter((member) => member.acceptedAt);
  const teamDone = members.length > 0 && joined.length === members.length;
  const briefSaved = (brief?.version ?? 0) >= 1;
  const setupDone = briefSaved && featureCount > 0 && taskCount > 0;
  // Held: a kickoff meeting marked held in Meetings, or the team's mark here; the first of them counts.
  const kickoffAt = earliest([contract?.kickoffHeldAt, heldKickoff?.heldAt]);
  return {
    payment: {
      done: paidAt !== null,
      at: paidAt,
      detail: paidAt ? 'First payment verified' : contract ? 'First payment due' : 'Contract not signed yet',
    },
    team: {
      done: teamDone,
      at: teamDone ? latest(joined.map((member) => member.acceptedAt)) : null,
      detail: `${joined.length} of ${plural(members.length, 'team member')} joined`,
    },
    setup: {
      done: setupDone,
      at: setupDone ? latest([brief?.updatedAt, firstFeature?.createdAt, firstTask?.createdAt]) : null,
      detail: `${briefText(brief, briefSaved)}, ${plural(featureCount, 'feature')}, ${plural(taskCount, 'task')}`,
    },
    kickoff: {
      done: kickoffAt !== null,
      at: kickoffAt,
      detail: kickoffAt ? 'Kickoff held' : 'Not held yet',
    },
  };
}

export async function onboardingProgress(prisma: PrismaClient, project: Project) {
  const [state, contract] = await Promise.all([
    conditions(prisma, project),
    prisma.projectContract.findUnique({ where: { projectId: project.id }, select: { id: true } }),
  ]);
  const currentKey = ONBOARDING_STEPS.find((step) => !state[step.key].done)?.key ?? null;
  const steps = ONBOARDING_STEPS.map((step) => {
    const { done, at, detail } = state[step.key];
    const stepState: StepState = done ? 'done' : step.key === currentKey ? 'current' : 'upcoming';
    return {
      ...step,
      state: stepState,
      date: at?.toISOString() ?? null,
      date_label: at ? contractDay(at) : stepState === 'current' ? 'In progress' : 'Pending',
      detail,
    };
  });
  const done = steps.filter((step) => step.state === 'done').length;
  const current = steps.find((step) => step.state === 'current');
  return {
    contract_signed: contract !== null,
    progress: Math.round((done / steps.length) * 100),
    status_text: current ? `${current.title} in Progress` : 'Onboarding complete',
    steps,
  };
}
