import type { Milestone, MilestoneStatus, Prisma, PrismaClient } from '@platform/prisma';
import { includesLevel, MILESTONE_TITLE_MAX } from '@platform/contract';
import type { AppDeps } from '../../deps.js';
import { ConflictError, InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { recordActivity } from '../events/record-activity.js';
import { notify } from '../notifications/notify.js';
import type { Notice, NoticeMail } from '../notifications/notify.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { levelSelect, levelsOf } from '../permissions/stored-levels.js';
import { workspacePath } from '../projects/workspace-path.js';
import { checkSubmission, recordDecision, storeReview } from '../reviews/review-changes.js';
import { BUDGET_AREA } from './milestone-access.js';
import { AUTO_ACCEPT_DAYS, milestoneMessages } from './milestone-messages.js';
import { accrueMilestonePay } from '../../staff/payouts/milestone-pay.js';
import { settleAcceptedPart } from './milestone-payment.js';
import { milestoneTitle } from './milestone-plan.js';

/*
 * A milestone's life: the team splits it or delivers it (a client review in Reviews & Approval); an
 * approver accepts it or asks for changes with comments (back to the team, a new delivery); nobody
 * answering for AUTO_ACCEPT_DAYS accepts it. Every step claims the status it starts from, so two people
 * at once cannot both accept, and a delivery after acceptance is refused.
 */

const open: MilestoneStatus[] = ['PLANNED', 'IN_PROGRESS', 'CHANGES_REQUESTED'];
const DAY_MS = 86_400_000;
/**
 * What the milestone steps need: the database, the clock, and the mail for notices (left out when the demo's
 * past is written at a start: its notices are in the app, nobody is e-mailed about history).
 */
export type MilestoneDeps = Pick<AppDeps, 'prisma' | 'log' | 'now'> &
  Partial<Pick<AppDeps, 'mailer' | 'publicUrl'>>;

/** How the notices of a milestone step are mailed; none when the deps leave the mailer out. */
export const noticeMail = ({ mailer, publicUrl, log }: MilestoneDeps): NoticeMail | undefined =>
  mailer && publicUrl !== undefined ? { mailer, publicUrl, log } : undefined;

/** Lagos is UTC+1 all year: the date a client there calls today. */
export const lagosToday = (now: Date) => new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);
const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

export const timelinePath = (project: { id: string; name: string }) =>
  `${workspacePath(project)}/timeline-and-milestones`;

/** The owner and the members holding Approve on Budget & Financial Control: those who accept and pay. */
export async function approversOf(db: PrismaClient | Prisma.TransactionClient, projectId: string) {
  const project = await db.project.findUniqueOrThrow({ where: { id: projectId } });
  const members = await db.projectMember.findMany({
    where: { projectId, status: 'ACTIVE' },
    select: { userId: true, ...levelSelect },
  });
  const approvers = members
    .filter((member) => includesLevel(levelsOf(member)[BUDGET_AREA], 'Approve'))
    .map((member) => member.userId);
  return { project, userIds: [...new Set([project.ownerId, ...approvers])] };
}

async function teamOf(db: PrismaClient | Prisma.TransactionClient, projectId: string) {
  const members = await db.projectMember.findMany({
    where: { projectId, status: 'ACTIVE', source: 'PLATFORM_TEAM' },
    select: { userId: true },
  });
  return members.map((member) => member.userId);
}

async function tell(
  deps: MilestoneDeps,
  userIds: string[],
  notice: Omit<Notice, 'userId' | 'kind'>,
  except: string | null,
) {
  const mail = noticeMail(deps);
  for (const userId of userIds) {
    // Deliveries and their answers are reviews, as the person's notification choices name them.
    if (userId !== except) await notify(deps.prisma, { ...notice, userId, kind: 'reviews' }, mail);
  }
}

/** Claims the milestone in one of `from` (409 otherwise, in the words of where it is now). */
async function claim(
  tx: Prisma.TransactionClient,
  milestone: Milestone,
  from: MilestoneStatus[],
  data: Prisma.MilestoneUpdateManyMutationInput,
) {
  const claimed = await tx.milestone.updateMany({
    where: { id: milestone.id, status: { in: from } },
    data,
  });
  if (claimed.count === 1) return;
  const now = await tx.milestone.findUniqueOrThrow({ where: { id: milestone.id } });
  if (now.status === 'ACCEPTED' || now.status === 'PAID')
    throw new ConflictError(milestoneMessages.alreadyAccepted);
  if (now.status === 'DELIVERED') throw new ConflictError(milestoneMessages.waiting);
  throw new ConflictError(milestoneMessages.notDelivered);
}

/** Renumbers the project's milestones by due date (a split keeps its place before the one it came from). */
async function renumber(tx: Prisma.TransactionClient, projectId: string) {
  const milestones = await tx.milestone.findMany({
    where: { projectId },
    orderBy: [{ dueDate: 'asc' }, { position: 'asc' }, { createdAt: 'asc' }],
    select: { id: true },
  });
  for (const [index, milestone] of milestones.entries()) {
    await tx.milestone.update({ where: { id: milestone.id }, data: { position: index + 1 } });
  }
}

/**
 * A milestone still named from its features ("Catalogue and Checkout") is named from those it keeps once some
 * move to the split; a title of the team's own stays.
 */
async function renamedForKept(tx: Prisma.TransactionClient, milestone: Milestone, keeps: string[]) {
  if (keeps.length === milestone.featureIds.length) return {};
  const features = await tx.projectFeature.findMany({
    where: { id: { in: milestone.featureIds } },
    select: { id: true, name: true },
  });
  const namesOf = (ids: string[]) => ids.flatMap((id) => features.find((f) => f.id === id)?.name ?? []);
  return milestone.title === milestoneTitle(namesOf(milestone.featureIds), milestone.position)
    ? { title: milestoneTitle(namesOf(keeps), milestone.position) }
    : {};
}

export interface SplitRequest {
  title?: string | undefined;
  due_date?: string | undefined;
  feature_ids?: string[] | undefined;
  amount_kobo?: number | undefined;
}

/** The team splits off part of a milestone: its own title, an earlier (or the same) date, features, amount. */
export async function splitMilestone(
  deps: MilestoneDeps,
  milestone: Milestone,
  userId: string,
  request: SplitRequest,
): Promise<string> {
  const title = request.title?.trim() ?? '';
  const dueText = request.due_date ?? '';
  if (!title || title.length > MILESTONE_TITLE_MAX)
    throw new InvalidFieldError('title', milestoneMessages.titleRequired);
  const due = /^\d{4}-\d{2}-\d{2}$/.test(dueText) ? new Date(`${dueText}T00:00:00Z`) : null;
  if (!due || Number.isNaN(due.getTime()) || dateOnly(due) !== dueText)
    throw new InvalidFieldError('due_date', milestoneMessages.dueDate);
  if (dueText < lagosToday(deps.now()) || due > milestone.dueDate)
    throw new InvalidFieldError('due_date', milestoneMessages.dueDateRange);
  const moved = [...new Set(request.feature_ids ?? [])];
  const keeps = milestone.featureIds.filter((id) => !moved.includes(id));
  if (
    !moved.every((id) => milestone.featureIds.includes(id)) ||
    (milestone.featureIds.length > 0 && keeps.length === 0)
  )
    throw new InvalidFieldError('feature_ids', milestoneMessages.features);
  const amount = request.amount_kobo ?? Number.NaN;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount >= Number(milestone.amountKobo))
    throw new InvalidFieldError('amount_kobo', milestoneMessages.amount);

  return deps.prisma.$transaction(async (tx) => {
    await claim(tx, milestone, open, {
      featureIds: keeps,
      amountKobo: { decrement: BigInt(amount) },
      ...(await renamedForKept(tx, milestone, keeps)),
    });
    const created = await tx.milestone.create({
      data: {
        projectId: milestone.projectId,
        contractPart: milestone.contractPart,
        position: milestone.position,
        title,
        dueDate: due,
        amountKobo: BigInt(amount),
        featureIds: moved,
        status: milestone.status === 'CHANGES_REQUESTED' ? 'IN_PROGRESS' : milestone.status,
      },
    });
    await tx.milestoneEvent.createMany({
      data: [
        { milestoneId: milestone.id, kind: 'SPLIT', actorId: userId, note: `"${title}" split off` },
        { milestoneId: created.id, kind: 'SPLIT', actorId: userId, note: `Split from "${milestone.title}"` },
      ],
    });
    await renumber(tx, milestone.projectId);
    await recordActivity(tx, {
      projectId: milestone.projectId,
      actorId: userId,
      kind: 'milestone.split',
      subjectId: created.id,
      summary: `split "${title}" off ${milestone.title}, due ${dueText}`,
    });
    return created.id;
  });
}

export interface DeliveryRequest {
  file_ids?: string[] | undefined;
  link?: string | null | undefined;
  notes?: string | undefined;
}

/** The team delivers: a client review of the files and link, for the approvers to answer. */
export async function deliverMilestone(
  deps: MilestoneDeps,
  access: ProjectAccess,
  milestone: Milestone,
  request: DeliveryRequest,
): Promise<void> {
  const { userId } = access;
  const contract = await deps.prisma.projectContract.findUnique({
    where: { projectId: milestone.projectId },
  });
  if (!contract?.firstPaymentVerifiedAt) throw new ConflictError(milestoneMessages.notStarted);
  const checked = await checkSubmission(deps.prisma, access, userId, {
    submission_name: `${milestone.title} delivery`,
    deliverable_type: 'Other',
    file_ids: request.file_ids ?? [],
    link: request.link ?? null,
    notes: request.notes ?? '',
    review_type: 'Client Review',
    team_access: 'Entire Team',
  });
  const at = deps.now();
  await deps.prisma.$transaction(async (tx) => {
    await claim(tx, milestone, open, { status: 'DELIVERED', deliveredAt: at, remindersSent: 0 });
    const review = await storeReview(tx, access, userId, checked, at);
    await tx.milestone.update({ where: { id: milestone.id }, data: { reviewId: review.id } });
    await tx.milestoneEvent.create({
      data: { milestoneId: milestone.id, kind: 'DELIVERED', actorId: userId, note: checked.notes },
    });
    await recordActivity(tx, {
      projectId: milestone.projectId,
      actorId: userId,
      kind: 'milestone.delivered',
      subjectId: milestone.id,
      summary: `delivered ${milestone.title}`,
      data: { review_id: review.id },
    });
  });
  const { project, userIds } = await approversOf(deps.prisma, milestone.projectId);
  await tell(
    deps,
    userIds,
    {
      title: `${milestone.title} delivered`,
      body: `The team delivered ${milestone.title} of ${project.name}. Accept it or request changes within ${AUTO_ACCEPT_DAYS} days; after that it is accepted automatically.`,
      link: timelinePath(project),
    },
    userId,
  );
}

/** An approver asks for changes: the comments go to the team, the milestone goes back to them. */
export async function requestChanges(
  deps: MilestoneDeps,
  milestone: Milestone,
  userId: string,
  comment: string,
): Promise<void> {
  const words = comment.trim();
  if (!words || words.length > 2000)
    throw new InvalidFieldError('comment', milestoneMessages.commentRequired);
  const at = deps.now();
  await deps.prisma.$transaction(async (tx) => {
    await claim(tx, milestone, ['DELIVERED'], { status: 'CHANGES_REQUESTED' });
    if (milestone.reviewId) await recordDecision(tx, milestone.reviewId, userId, 'REJECTED', words, at);
    await tx.milestoneEvent.create({
      data: { milestoneId: milestone.id, kind: 'CHANGES_REQUESTED', actorId: userId, note: words },
    });
    await recordActivity(tx, {
      projectId: milestone.projectId,
      actorId: userId,
      kind: 'milestone.changes-requested',
      subjectId: milestone.id,
      summary: `requested changes to ${milestone.title}: ${words.slice(0, 200)}`,
    });
  });
  const project = await deps.prisma.project.findUniqueOrThrow({ where: { id: milestone.projectId } });
  await tell(
    deps,
    await teamOf(deps.prisma, milestone.projectId),
    { title: `Changes requested on ${milestone.title}`, body: words, link: timelinePath(project) },
    userId,
  );
}

/**
 * Accepts a delivered milestone, once: by an approver, or by the platform (`userId` null) when nobody
 * answered in time. The next planned milestone starts; once every milestone of its contract part is
 * accepted, that part is invoiced (and a part already paid makes them Paid at once).
 */
export async function acceptMilestone(
  deps: MilestoneDeps,
  milestone: Milestone,
  userId: string | null,
): Promise<void> {
  const at = deps.now();
  await deps.prisma.$transaction(async (tx) => {
    await claim(tx, milestone, ['DELIVERED'], {
      status: 'ACCEPTED',
      acceptedAt: at,
      acceptedById: userId,
      autoAccepted: userId === null,
    });
    if (milestone.reviewId) {
      const words = userId ? null : `Accepted automatically: no answer within ${AUTO_ACCEPT_DAYS} days.`;
      await recordDecision(tx, milestone.reviewId, userId, 'APPROVED', words, at);
    }
    await tx.milestoneEvent.create({
      data: {
        milestoneId: milestone.id,
        kind: 'ACCEPTED',
        actorId: userId,
        note: userId ? '' : `No answer within ${AUTO_ACCEPT_DAYS} days`,
      },
    });
    await recordActivity(tx, {
      projectId: milestone.projectId,
      actorId: userId,
      kind: 'milestone.accepted',
      subjectId: milestone.id,
      summary: userId
        ? `accepted ${milestone.title}`
        : `${milestone.title} was accepted automatically (no answer within ${AUTO_ACCEPT_DAYS} days)`,
    });
    const next = await tx.milestone.findFirst({
      where: { projectId: milestone.projectId, status: 'PLANNED' },
      orderBy: { position: 'asc' },
    });
    const working = await tx.milestone.count({
      where: { projectId: milestone.projectId, status: { in: ['IN_PROGRESS', 'CHANGES_REQUESTED'] } },
    });
    if (next && working === 0)
      await tx.milestone.update({ where: { id: next.id }, data: { status: 'IN_PROGRESS' } });
    await accrueMilestonePay(tx, milestone, at);
    await settleAcceptedPart(tx, milestone.projectId, milestone.contractPart, at);
  });
  const team = await teamOf(deps.prisma, milestone.projectId);
  const project = await deps.prisma.project.findUniqueOrThrow({ where: { id: milestone.projectId } });
  await tell(
    deps,
    team,
    {
      title: `${milestone.title} accepted`,
      body: `${project.name}: ${milestone.title} was accepted.`,
      link: timelinePath(project),
    },
    userId,
  );
}

/** When a delivery has waited `days` days: used by the sweep for reminders and automatic acceptance. */
export const waitedSince = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
