import { recordActivity } from '../events/record-activity.js';
import type { Prisma, PrismaClient, TaskStatus } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { FILES_AREA, visibleFiles } from '../files/file-visibility.js';
import { readLink } from '../files/linked-item.js';
import { ConflictError, InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { notify } from '../notifications/notify.js';
import { includesLevel } from '@platform/contract';
import { levelsOf, levelSelect } from '../permissions/stored-levels.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { isUuid } from '../projects/project-access.js';
import { reviewLink } from './review-visibility.js';
import { recordHistory } from '../tasks/task-history.js';
import { statusLabel } from '../tasks/task-labels.js';
import { lockBoard, placeTask } from '../tasks/task-positions.js';
import { DELIVERABLE_TYPES, REVIEW_TYPES, reviewTypeOf, TEAM_ACCESS } from './review-labels.js';
import type { ReviewTypeLabel } from './review-labels.js';
import type { LinkTargetLabel } from '../files/file-labels.js';

/* Submitting a deliverable, submitting it again after a rejection, commenting, approving and rejecting. */

/** How many files one review holds, and how many members it may be shared with. */
export const REVIEW_FILES_MAX = 20;
export const REVIEW_MEMBERS_MAX = 100;

export const reviewMessages = {
  nameRequired: 'Submission name is required.',
  deliverableType: `Deliverable type must be one of ${DELIVERABLE_TYPES.join(', ')}.`,
  reviewType: `Review type must be ${REVIEW_TYPES.join(' or ')}.`,
  teamAccess: `Team access must be ${TEAM_ACCESS.join(' or ')}.`,
  nothingToReview: 'Add at least one file or a link to review.',
  tooManyFiles: `A review holds at most ${REVIEW_FILES_MAX} files.`,
  fileNotFound: 'File not found.',
  link: 'Please enter a valid web address (https://...).',
  pickMembers: 'Pick at least one member to share the review with.',
  notMembers: 'Only members of this project can be picked.',
  tooManyMembers: `Share a review with at most ${REVIEW_MEMBERS_MAX} members.`,
  submitted: 'Submitted for review.',
  resubmitted: 'Submitted for review again.',
  notRejected: 'Only a rejected review can be submitted again.',
  decided: 'This review has already been decided.',
  reasonRequired: 'Please give a reason for rejecting.',
  approved: 'Review approved.',
  rejected: 'Review rejected.',
} as const;

export interface Submission {
  submission_name?: string;
  deliverable_type?: string;
  file_ids?: string[];
  link?: string | null;
  linked_to?: LinkTargetLabel;
  feature_id?: string | null;
  task_id?: string | null;
  notes?: string;
  review_type?: string;
  team_access?: string;
  members?: string[];
}

function webAddress(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? '';
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // answered below
  }
  throw new InvalidFieldError('link', reviewMessages.link);
}

/** The files as the caller sees them (hidden ones are "not found"), with their latest versions. */
async function readFiles(prisma: PrismaClient, access: ProjectAccess, userId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw new InvalidFieldError('file_ids', reviewMessages.fileNotFound);
  const files = await prisma.projectResource.findMany({
    where: { id: { in: unique }, kind: { not: 'LINK' }, ...visibleFiles(access, userId) },
    select: { id: true, latestVersion: true },
  });
  if (files.length !== unique.length) throw new InvalidFieldError('file_ids', reviewMessages.fileNotFound);
  return files;
}

async function readMembers(prisma: PrismaClient, access: ProjectAccess, ids: string[] | undefined) {
  const unique = [...new Set(ids ?? [])];
  if (unique.length === 0) throw new InvalidFieldError('members', reviewMessages.pickMembers);
  if (!unique.every(isUuid)) throw new InvalidFieldError('members', reviewMessages.notMembers);
  const members = await prisma.projectMember.count({
    where: { projectId: access.project.id, status: 'ACTIVE', userId: { in: unique } },
  });
  if (members + (unique.includes(access.project.ownerId) ? 1 : 0) !== unique.length) {
    throw new InvalidFieldError('members', reviewMessages.notMembers);
  }
  return unique;
}

/** Checks a submission in the order of the page's fields. */
export async function checkSubmission(
  prisma: PrismaClient,
  access: ProjectAccess,
  userId: string,
  body: Submission,
) {
  const name = body.submission_name?.trim() ?? '';
  if (!name) throw new InvalidFieldError('submission_name', reviewMessages.nameRequired);
  const deliverableType = body.deliverable_type?.trim() ?? '';
  if (!(DELIVERABLE_TYPES as readonly string[]).includes(deliverableType)) {
    throw new InvalidFieldError('deliverable_type', reviewMessages.deliverableType);
  }
  const files = await readFiles(prisma, access, userId, body.file_ids ?? []);
  const link = webAddress(body.link);
  if (files.length === 0 && !link) throw new InvalidFieldError('file_ids', reviewMessages.nothingToReview);
  const linked = await readLink(prisma, access, userId, body);
  const reviewType = body.review_type ?? 'Internal Review';
  if (!(REVIEW_TYPES as readonly string[]).includes(reviewType))
    throw new InvalidFieldError('review_type', reviewMessages.reviewType);
  const teamAccess = body.team_access ?? 'Entire Team';
  if (!(TEAM_ACCESS as readonly string[]).includes(teamAccess))
    throw new InvalidFieldError('team_access', reviewMessages.teamAccess);
  const entireTeam = teamAccess === 'Entire Team';
  const members = entireTeam ? [] : await readMembers(prisma, access, body.members);
  return {
    name,
    deliverableType,
    files,
    link,
    ...linked,
    notes: body.notes?.trim() ?? '',
    type: reviewTypeOf[reviewType as ReviewTypeLabel],
    entireTeam,
    members,
  };
}

/** Moves the review's linked task to a column (at its end), recorded in the task's history. */
async function moveLinkedTask(
  tx: Prisma.TransactionClient,
  taskId: string | null,
  status: TaskStatus,
  actorId: string,
  at: Date,
  why: string,
): Promise<void> {
  if (!taskId) return;
  const board = await tx.task.findUnique({ where: { id: taskId }, select: { projectId: true } });
  if (!board) return;
  // Read under the board's lock, so a move queued behind another one starts from where that one left it.
  await lockBoard(tx, board.projectId);
  const task = await tx.task.findUniqueOrThrow({ where: { id: taskId } });
  if (task.status === status) return;
  await placeTask(tx, task, status, Number.MAX_SAFE_INTEGER);
  await recordHistory(
    tx,
    task.id,
    actorId,
    [{ kind: 'moved', text: `moved it from ${statusLabel[task.status]} to ${statusLabel[status]} (${why})` }],
    at,
  );
}

/** Who is told about a submission: the team members it is shared with who may comment or decide. */
async function reviewersOf(
  prisma: PrismaClient,
  review: { id: string; projectId: string; entireTeam: boolean },
) {
  const project = await prisma.project.findUniqueOrThrow({ where: { id: review.projectId } });
  const shared = review.entireTeam
    ? null
    : new Set(
        (await prisma.reviewAccess.findMany({ where: { reviewId: review.id } })).map((row) => row.userId),
      );
  const members = await prisma.projectMember.findMany({
    where: { projectId: project.id, status: 'ACTIVE' },
    select: { userId: true, ...levelSelect },
  });
  const reviewers = members
    .filter((row) => includesLevel(levelsOf(row)[FILES_AREA], 'Review'))
    .map((row) => row.userId)
    .filter((id) => !shared || shared.has(id));
  return { project, userIds: [project.ownerId, ...reviewers] };
}

async function tellReviewers(deps: AppDeps, reviewId: string, submitterId: string, again: boolean) {
  const review = await deps.prisma.review.findUniqueOrThrow({ where: { id: reviewId } });
  const { project, userIds } = await reviewersOf(deps.prisma, review);
  const mail = { mailer: deps.mailer, publicUrl: deps.publicUrl, log: deps.log };
  for (const userId of new Set(userIds)) {
    if (userId === submitterId) continue;
    await notify(
      deps.prisma,
      {
        userId,
        kind: 'reviews',
        title: again ? 'Review submitted again' : 'New review request',
        body: `"${review.name}" in ${project.name} is waiting for your review.`,
        link: reviewLink(project, review.id),
      },
      mail,
    );
  }
}

const filesSnapshot = (files: { id: string; latestVersion: number }[]) =>
  files.map((file) => ({ resourceId: file.id, version: file.latestVersion }));

/** Stores a checked submission as a new review, inside the caller's transaction; returns the review. */
export async function storeReview(
  tx: Prisma.TransactionClient,
  access: ProjectAccess,
  userId: string,
  checked: Awaited<ReturnType<typeof checkSubmission>>,
  at: Date,
) {
  const review = await tx.review.create({
    data: {
      projectId: access.project.id,
      name: checked.name,
      deliverableType: checked.deliverableType,
      link: checked.link,
      linkedTo: checked.linkedTo,
      featureId: checked.featureId,
      taskId: checked.taskId,
      notes: checked.notes,
      type: checked.type,
      entireTeam: checked.entireTeam,
      submittedById: userId,
      files: { create: filesSnapshot(checked.files) },
      access: { create: checked.members.map((id) => ({ userId: id })) },
      events: {
        create: { kind: 'SUBMITTED', round: 1, actorId: userId, files: filesSnapshot(checked.files) },
      },
    },
  });
  await tx.projectResource.updateMany({
    where: { id: { in: checked.files.map((file) => file.id) } },
    data: { status: 'IN_REVIEW' },
  });
  await moveLinkedTask(tx, checked.taskId, 'READY_FOR_REVIEW', userId, at, 'submitted for review');
  await recordActivity(tx, {
    projectId: access.project.id,
    actorId: userId,
    kind: 'review.created',
    subjectId: review.id,
    summary: `submitted "${review.name}" for review`,
  });
  return review;
}

export async function submitReview(
  deps: AppDeps,
  access: ProjectAccess,
  userId: string,
  checked: Awaited<ReturnType<typeof checkSubmission>>,
): Promise<string> {
  const at = deps.now();
  const reviewId = await deps.prisma.$transaction(
    async (tx) => (await storeReview(tx, access, userId, checked, at)).id,
  );
  await tellReviewers(deps, reviewId, userId, false);
  return reviewId;
}

/** A rejected review, sent again with each file's latest version: a new round. */
export async function resubmitReview(
  deps: AppDeps,
  reviewId: string,
  userId: string,
  notes: string | undefined,
): Promise<void> {
  const at = deps.now();
  await deps.prisma.$transaction(async (tx) => {
    const review = await tx.review.findUniqueOrThrow({ where: { id: reviewId }, include: { files: true } });
    if (review.status !== 'REJECTED') throw new ConflictError(reviewMessages.notRejected);
    const files = await tx.projectResource.findMany({
      where: { id: { in: review.files.map((file) => file.resourceId) } },
      select: { id: true, name: true, latestVersion: true, deletedAt: true },
    });
    const trashed = files.find((file) => file.deletedAt);
    if (trashed)
      throw new ConflictError(
        `"${trashed.name}" is in the trash. Restore it before resubmitting the review.`,
      );
    const round = review.round + 1;
    for (const file of files) {
      await tx.reviewFile.update({
        where: { reviewId_resourceId: { reviewId, resourceId: file.id } },
        data: { version: file.latestVersion },
      });
    }
    const claimed = await tx.review.updateMany({
      where: { id: reviewId, status: 'REJECTED', round: review.round },
      data: { status: 'REVIEW', round, ...(notes?.trim() ? { notes: notes.trim() } : {}) },
    });
    if (claimed.count !== 1) throw new ConflictError(reviewMessages.notRejected);
    await tx.reviewEvent.create({
      data: { reviewId, kind: 'SUBMITTED', round, actorId: userId, files: filesSnapshot(files) },
    });
    await tx.projectResource.updateMany({
      where: { id: { in: files.map((file) => file.id) } },
      data: { status: 'IN_REVIEW' },
    });
    await moveLinkedTask(tx, review.taskId, 'READY_FOR_REVIEW', userId, at, 'submitted for review again');
    await recordActivity(tx, {
      projectId: review.projectId,
      actorId: userId,
      kind: 'review.updated',
      subjectId: reviewId,
      summary: `submitted "${review.name}" for review again`,
    });
  });
  await tellReviewers(deps, reviewId, userId, true);
}

/**
 * A pending review decided, once, inside the caller's transaction: its files follow it, its linked task
 * moves (Approved, or back to In Progress) and the change is recorded. `actorId` is null when the platform
 * decides (a milestone accepted automatically; such reviews link no task).
 */
export async function recordDecision(
  tx: Prisma.TransactionClient,
  reviewId: string,
  actorId: string | null,
  status: 'APPROVED' | 'REJECTED',
  words: string | null,
  at: Date,
) {
  const current = await tx.review.findUniqueOrThrow({ where: { id: reviewId }, include: { files: true } });
  const claimed = await tx.review.updateMany({ where: { id: reviewId, status: 'REVIEW' }, data: { status } });
  if (claimed.count !== 1) throw new ConflictError(reviewMessages.decided);
  await tx.reviewEvent.create({
    data: { reviewId, kind: status, round: current.round, actorId, reason: words },
  });
  await tx.projectResource.updateMany({
    where: { id: { in: current.files.map((file) => file.resourceId) } },
    data: { status },
  });
  const approved = status === 'APPROVED';
  const verb = approved ? 'approved' : 'rejected';
  if (actorId) {
    await moveLinkedTask(
      tx,
      current.taskId,
      approved ? 'APPROVED' : 'IN_PROGRESS',
      actorId,
      at,
      approved ? 'review approved' : 'review rejected',
    );
  }
  await recordActivity(tx, {
    projectId: current.projectId,
    actorId,
    kind: 'review.updated',
    subjectId: reviewId,
    summary: actorId ? `${verb} "${current.name}"` : `"${current.name}" was ${verb}`,
  });
  return current;
}

export type ReviewDecision =
  | { approve: true; comment?: string | undefined }
  | { approve: false; reason?: string | undefined };

/**
 * Approves or rejects a pending review, once: approving moves its files and linked task to Approved,
 * rejecting marks the files Rejected and sends the task back to In Progress. The submitter is told.
 */
export async function decideReview(
  deps: AppDeps,
  reviewId: string,
  userId: string,
  decision: ReviewDecision,
): Promise<void> {
  // The decision's words: a rejection needs its reason; an approval's comment may be left out.
  const words = decision.approve ? decision.comment?.trim() || null : (decision.reason?.trim() ?? '');
  if (words === '') throw new InvalidFieldError('reason', reviewMessages.reasonRequired);
  const status = decision.approve ? ('APPROVED' as const) : ('REJECTED' as const);
  const at = deps.now();
  const review = await deps.prisma.$transaction((tx) =>
    recordDecision(tx, reviewId, userId, status, words, at),
  );
  if (!review.submittedById || review.submittedById === userId) return;
  const project = await deps.prisma.project.findUniqueOrThrow({ where: { id: review.projectId } });
  await notify(
    deps.prisma,
    {
      userId: review.submittedById,
      kind: 'reviews',
      title: decision.approve ? 'Review approved' : 'Review rejected',
      body: decision.approve
        ? `"${review.name}" was approved${words ? `: ${words}` : '.'}`
        : `"${review.name}" was rejected: ${words}`,
      link: reviewLink(project, review.id),
    },
    { mailer: deps.mailer, publicUrl: deps.publicUrl, log: deps.log },
  );
}
