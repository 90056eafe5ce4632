import type { Prisma, PrismaClient, TaskStatus } from '@platform/prisma';
import { InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { pageOf } from '../../platform/http/keyset-page.js';
import { DEFAULT_TIME_ZONE, dayIn } from '../meetings/meeting-time.js';
import { profilePictureUrl } from '../../accounts/profile/profile-routes.js';
import type { TaskChange } from './task-history.js';
import { nextStatus, statusLabel, typeLabel, visibilityLabel } from './task-labels.js';
import type { TaskStatusLabel } from './task-labels.js';

/* How tasks are read for the board and the detail page, and turned into the answers' shapes. */

const person = {
  id: true,
  firstName: true,
  lastName: true,
  businessProfile: { select: { pictureKey: true } },
} as const;
type PersonRow = Prisma.UserGetPayload<{ select: typeof person }>;

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;
const imageOf = (user: PersonRow) => {
  const key = user.businessProfile?.pictureKey;
  return key ? profilePictureUrl(key) : null;
};

const cardSelect = {
  id: true,
  name: true,
  type: true,
  status: true,
  position: true,
  createdAt: true,
  assignees: { orderBy: { assignedAt: 'asc' }, select: { user: { select: person } } },
  features: { select: { feature: { select: { id: true, name: true } } } },
  estimatedCompletion: true,
  checklist: { select: { done: true } },
  _count: { select: { attachments: true } },
} as const satisfies Prisma.TaskSelect;

type CardRow = Prisma.TaskGetPayload<{ select: typeof cardSelect }>;

const statusOrder = Object.keys(statusLabel);

/** "2026-12-03" for a stored calendar date. */
const isoDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** Past its estimated completion (a Lagos calendar day, as the team works) and not yet signed off. */
export const isOverdue = (row: Pick<CardRow, 'estimatedCompletion' | 'status'>, now: Date) =>
  row.estimatedCompletion !== null &&
  !['APPROVED', 'COMPLETED'].includes(row.status) &&
  row.estimatedCompletion.toISOString().slice(0, 10) < dayIn(DEFAULT_TIME_ZONE, now);

/** A project's board, column by column in board order, each column by position. */
export async function boardCards(prisma: PrismaClient, where: Prisma.TaskWhereInput, now: Date) {
  return (await boardPage(prisma, where, now, {})).cards;
}

/**
 * One page of the board in board order: column (the status's order, as the enum declares it), position,
 * creation, id; after the card `after` (a task of the same board), `limit` cards (every card without one).
 */
export async function boardPage(
  prisma: PrismaClient,
  where: Prisma.TaskWhereInput,
  now: Date,
  { after, limit }: { after?: string; limit?: number },
) {
  const from = after
    ? await prisma.task.findFirst({
        where: { AND: [where, { id: after }] },
        select: { id: true, status: true, position: true, createdAt: true },
      })
    : null;
  if (after && !from) throw new InvalidFieldError('after', 'No such task on this board.');
  const rows = await prisma.task.findMany({
    where: from ? { AND: [where, cardsAfter(from)] } : where,
    select: cardSelect,
    orderBy: [{ status: 'asc' }, { position: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    ...(limit === undefined ? {} : { take: limit + 1 }),
  });
  const page = pageOf(rows, limit);
  return { cards: page.rows.map((row) => toCard(row, now)), nextAfter: page.nextAfter };
}

/** The cards after this one in board order (the key the board's index serves: project, status, position). */
function cardsAfter(card: { id: string; status: TaskStatus; position: number; createdAt: Date }) {
  const { status, position, createdAt, id } = card;
  return {
    OR: [
      { status: { in: statusOrder.slice(statusOrder.indexOf(status) + 1) as TaskStatus[] } },
      { status, position: { gt: position } },
      { status, position, createdAt: { gt: createdAt } },
      { status, position, createdAt, id: { gt: id } },
    ],
  } satisfies Prisma.TaskWhereInput;
}

function toCard(row: CardRow, now: Date) {
  return {
    id: row.id,
    name: row.name,
    type: typeLabel[row.type],
    status: statusLabel[row.status],
    position: row.position,
    created_at: row.createdAt.toISOString(),
    assignees: row.assignees.map(({ user }) => ({ id: user.id, name: nameOf(user), img: imageOf(user) })),
    features: row.features.map(({ feature }) => feature),
    attachment_count: row._count.attachments,
    due_date: isoDay(row.estimatedCompletion),
    overdue: isOverdue(row, now),
    checklist_done: row.checklist.filter((step) => step.done).length,
    checklist_total: row.checklist.length,
  };
}

const historySelect = {
  id: true,
  kind: true,
  text: true,
  createdAt: true,
  actor: { select: { id: true, firstName: true, lastName: true } },
} as const satisfies Prisma.TaskHistorySelect;

const detailSelect = {
  ...cardSelect,
  projectId: true,
  description: true,
  visibility: true,
  startDate: true,
  estimatedCompletion: true,
  updatedAt: true,
  version: true,
  checklist: { orderBy: { position: 'asc' }, select: { id: true, text: true, done: true } },
  createdBy: { select: { id: true, firstName: true, lastName: true } },
  project: {
    select: { ownerId: true, members: { where: { status: 'ACTIVE' }, select: { userId: true, role: true } } },
  },
  attachments: {
    orderBy: { createdAt: 'asc' },
    select: { id: true, name: true, size: true, mimeType: true, createdAt: true },
  },
  history: { orderBy: { id: 'asc' }, select: historySelect },
} as const satisfies Prisma.TaskSelect;

/** The task's history, oldest first. */
export async function taskHistory(prisma: PrismaClient, taskId: string) {
  const rows = await prisma.taskHistory.findMany({
    where: { taskId },
    orderBy: { id: 'asc' },
    select: historySelect,
  });
  return rows.map(toHistoryEntry);
}

function toHistoryEntry(row: Prisma.TaskHistoryGetPayload<{ select: typeof historySelect }>) {
  return {
    id: row.id.toString(),
    kind: row.kind as TaskChange,
    text: row.text,
    actor: row.actor ? { id: row.actor.id, name: nameOf(row.actor) } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What comes next for a task in its column, with the date it is due by when there is one. */
function nextSteps(status: keyof typeof nextStatus, due: string | null) {
  const next = nextStatus[status];
  const steps: { label: string; date: string | null }[] = [];
  if (next) steps.push({ label: `Move to ${statusLabel[next]}`, date: due });
  if (due && status !== 'COMPLETED') steps.push({ label: 'Estimated completion', date: due });
  return steps;
}

/** Everything the detail page shows, or null when the task is gone: one query, relations joined. */
export async function taskDetail(prisma: PrismaClient, taskId: string, now: Date) {
  const row = await prisma.task.findUnique({ where: { id: taskId }, select: detailSelect });
  if (!row) return null;
  const roles = new Map(row.project.members.map((member) => [member.userId, member.role]));
  const next = nextStatus[row.status];
  const due = isoDay(row.estimatedCompletion);
  return {
    ...toCard(row, now),
    version: row.version,
    checklist: row.checklist,
    project_id: row.projectId,
    description: row.description,
    visibility: visibilityLabel[row.visibility],
    start_date: isoDay(row.startDate),
    estimated_completion: due,
    updated_at: row.updatedAt.toISOString(),
    created_by: row.createdBy ? { id: row.createdBy.id, name: nameOf(row.createdBy) } : null,
    assignees: row.assignees.map(({ user }) => ({
      id: user.id,
      name: nameOf(user),
      img: imageOf(user),
      role: user.id === row.project.ownerId ? 'Owner' : (roles.get(user.id) ?? 'Former member'),
    })),
    attachments: row.attachments.map((file) => ({
      id: file.id,
      name: file.name,
      size: file.size,
      mime_type: file.mimeType,
      uploaded_at: file.createdAt.toISOString(),
      url: `/api/tasks/${row.id}/attachments/${file.id}/`,
    })),
    history: row.history.map(toHistoryEntry),
    next_status: (next ? statusLabel[next] : null) satisfies TaskStatusLabel | null,
    next_steps: nextSteps(row.status, due),
  };
}

/** Names of users, for history texts. */
export async function namesOf(prisma: Prisma.TransactionClient, ids: string[]): Promise<Map<string, string>> {
  const users = await prisma.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, firstName: true, lastName: true },
  });
  return new Map(users.map((user) => [user.id, nameOf(user)]));
}
