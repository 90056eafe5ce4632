import type { Milestone, PrismaClient } from '@platform/prisma';
import { formatNaira } from '../../billing/subscriptions/money.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { includesLevel } from '@platform/contract';
import { contractDay } from '../contracts/contract-day.js';
import { workspacePath } from '../projects/workspace-path.js';
import { BUDGET_AREA, isOnTeam } from './milestone-access.js';
import { lagosToday } from './milestone-changes.js';
import { AUTO_ACCEPT_DAYS, MILESTONE_STATUS_LABELS } from './milestone-messages.js';
import { planMilestones } from './milestone-plan.js';

/* The timeline: every milestone with its features, progress from their tasks, status, history and what's next. */

const DONE_TASKS = ['APPROVED', 'COMPLETED'] as const;
const DAY_MS = 86_400_000;
const EVENT_LABELS = {
  SPLIT: 'Split',
  DELIVERED: 'Delivered',
  CHANGES_REQUESTED: 'Changes requested',
  ACCEPTED: 'Accepted',
  PAID: 'Paid',
} as const;

const name = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null;

/** The team is still working on it: not delivered, accepted or paid. */
const isWorking = (status: Milestone['status']) =>
  ['PLANNED', 'IN_PROGRESS', 'CHANGES_REQUESTED'].includes(status);

/** Still being worked on past its due day (a Lagos calendar day), as the timeline marks it. */
export function milestoneOverdue(milestone: Pick<Milestone, 'status' | 'dueDate'>, now: Date): boolean {
  return isWorking(milestone.status) && milestone.dueDate.toISOString().slice(0, 10) < lagosToday(now);
}

export async function milestoneTimeline(prisma: PrismaClient, access: ProjectAccess, now: Date) {
  const projectId = access.project.id;
  // A contract signed before milestones existed gets them on its first look (made once, under its lock).
  if ((await prisma.milestone.count({ where: { projectId } })) === 0)
    await prisma.$transaction((tx) => planMilestones(tx, projectId));
  const [milestones, features, tasks, onTeam] = await Promise.all([
    prisma.milestone.findMany({
      where: { projectId },
      orderBy: { position: 'asc' },
      include: { events: { orderBy: { createdAt: 'asc' }, include: { actor: true } } },
    }),
    prisma.projectFeature.findMany({ where: { projectId }, select: { id: true, name: true } }),
    prisma.taskFeature.findMany({
      where: { task: { projectId } },
      select: { featureId: true, task: { select: { id: true, status: true } } },
    }),
    isOnTeam(prisma, access),
  ]);
  const featureName = new Map(features.map((feature) => [feature.id, feature.name]));
  const approver = includesLevel(access.levels[BUDGET_AREA], 'Approve') && !access.project.archivedAt;
  const base = workspacePath(access.project);

  const views = milestones.map((milestone) => {
    const own = new Map<string, boolean>();
    for (const link of tasks) {
      if (milestone.featureIds.includes(link.featureId))
        own.set(link.task.id, (DONE_TASKS as readonly string[]).includes(link.task.status));
    }
    const total = own.size;
    const done = [...own.values()].filter(Boolean).length;
    const finished = milestone.status === 'ACCEPTED' || milestone.status === 'PAID';
    const working = isWorking(milestone.status);
    const percent = finished ? 100 : total === 0 ? 0 : Math.round((done / total) * 100);
    return {
      id: milestone.id,
      position: milestone.position,
      title: milestone.title,
      contract_part: milestone.contractPart,
      due_date: milestone.dueDate.toISOString().slice(0, 10),
      amount_kobo: Number(milestone.amountKobo),
      amount: formatNaira(Number(milestone.amountKobo)),
      features: milestone.featureIds.flatMap((id) => {
        const featureTitle = featureName.get(id);
        return featureTitle ? [{ id, name: featureTitle }] : [];
      }),
      status: MILESTONE_STATUS_LABELS[milestone.status],
      progress: { done, total, percent },
      overdue: milestoneOverdue(milestone, now),
      delivered_at: milestone.deliveredAt?.toISOString() ?? null,
      accepted_at: milestone.acceptedAt?.toISOString() ?? null,
      auto_accepted: milestone.autoAccepted,
      paid_at: milestone.paidAt?.toISOString() ?? null,
      auto_accept_on:
        milestone.status === 'DELIVERED' && milestone.deliveredAt
          ? new Date(milestone.deliveredAt.getTime() + AUTO_ACCEPT_DAYS * DAY_MS).toISOString().slice(0, 10)
          : null,
      review_path: milestone.reviewId ? `${base}/reviewandapproval?review=${milestone.reviewId}` : null,
      history: milestone.events.map((event) => ({
        kind: EVENT_LABELS[event.kind],
        by: name(event.actor),
        note: event.note,
        at: event.createdAt.toISOString(),
      })),
      can: {
        deliver: onTeam && working && !access.project.archivedAt,
        split: onTeam && working && !access.project.archivedAt,
        accept: approver && milestone.status === 'DELIVERED',
        request_changes: approver && milestone.status === 'DELIVERED',
      },
    };
  });
  const next = views.find((view) => view.status !== 'Accepted' && view.status !== 'Paid') ?? null;
  return {
    today: lagosToday(now),
    milestones: views,
    next: next
      ? {
          id: next.id,
          title: next.title,
          due_date: next.due_date,
          status: next.status,
          text: nextText(next.status, next.title, next.due_date),
        }
      : null,
  };
}

function nextText(status: string, title: string, dueDate: string): string {
  // Written as the page writes the cards' due dates beside it ("7 December 2026").
  const due = contractDay(new Date(`${dueDate}T00:00:00Z`));
  if (status === 'Delivered') return `${title} is delivered and waits for the client's answer.`;
  if (status === 'Changes Requested')
    return `The team is making the requested changes to ${title} (due ${due}).`;
  if (status === 'In Progress') return `The team is working on ${title}, due ${due}.`;
  return `${title} starts next, due ${due}.`;
}
