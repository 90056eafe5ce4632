import type { Prisma, PrismaClient, RequestStatus } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { chatHistory } from '../../marketing/site-chat/site-chat-store.js';
import { recordStaffAction } from '../console/audit-log.js';
import type { StaffActor } from '../console/require-staff.js';
import { cursorAfter, olderThan } from '../console/newest-first-cursor.js';
import { changeItem, findItem, listItems, INBOX_KINDS } from './inbox-items.js';
import type { InboxItem, InboxKind, ItemFilter } from './inbox-items.js';
import { INBOX_STATUS_NAMES, isEnded, NEXT_STATUSES, STATUS_OF_NAME } from './inbox-statuses.js';
import type { InboxStatusName } from './inbox-statuses.js';

/* What the inbox's calls do: list, open, assign and move an item, and reply to its sender by e-mail. */

type Deps = Pick<AppDeps, 'prisma' | 'mailer' | 'publicUrl' | 'now' | 'log'>;

export const INBOX_MESSAGES = {
  notFound: 'Inbox item not found.',
  changed: 'Inbox item updated.',
  replied: 'Reply sent.',
  unchanged: 'Nothing changed: it already stands so.',
  notAssignable: 'Choose a staff member who handles the inbox (Admin or Operations).',
  changedMeanwhile: 'Someone changed this item meanwhile. Reload it and try again.',
  move: (from: string, to: string) =>
    `An item that is ${from} cannot be moved to ${to}. From ${from} it can go to: `,
} as const;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Transcript turns a hand-off shows staff. */
const chatTurnsShown = 100;

const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));

/** The staff who may handle the inbox, by name, for the assignee choices. */
export async function inboxStaff(prisma: PrismaClient | Prisma.TransactionClient) {
  const rows = await prisma.staffMember.findMany({
    where: { deactivatedAt: null, role: { in: ['ADMIN', 'OPERATIONS'] }, user: { closedAt: null } },
    select: { userId: true, user: { select: { firstName: true, lastName: true } } },
    orderBy: [{ user: { firstName: 'asc' } }, { user: { lastName: 'asc' } }],
  });
  return rows.map((row) => ({ id: row.userId, name: `${row.user.firstName} ${row.user.lastName}`.trim() }));
}

/** Each item's answer in the list, with its replies counted and how long it waited. */
async function itemAnswers(prisma: PrismaClient, items: InboxItem[], now: Date) {
  const counts = await prisma.inboxReply.groupBy({
    by: ['itemId'],
    where: { itemId: { in: items.map((item) => item.id) } },
    _count: { _all: true },
    _min: { createdAt: true },
  });
  const byItem = new Map(counts.map((row) => [row.itemId, row]));
  return items.map((item) => {
    const replies = byItem.get(item.id);
    const firstReply = replies?._min.createdAt ?? null;
    const waiting = !firstReply && !isEnded(item.status);
    // An item ended without a reply stopped waiting when it ended (its last change).
    const until = firstReply ?? (waiting ? now : item.updatedAt);
    return {
      id: item.id,
      kind: item.kind,
      title: item.title,
      from_name: item.fromName,
      email: item.email,
      status: INBOX_STATUS_NAMES[item.status],
      assignee: item.assignee,
      received_at: item.receivedAt.toISOString(),
      replies: replies?._count._all ?? 0,
      first_reply_at: firstReply?.toISOString() ?? null,
      waited_minutes: minutesBetween(item.receivedAt, until),
      waiting,
    };
  });
}

/** Where the next page starts: the last item's arrival and id. */
const pageCursor = (item: InboxItem | undefined) => (item ? cursorAfter(item.receivedAt, item.id) : null);

export interface InboxSearch {
  kind?: InboxKind | undefined;
  status?: InboxStatusName | undefined;
  /** 'me', 'none' or a staff member's id. */
  assignee?: string | undefined;
  before?: string | undefined;
  limit: number;
}

/** The inbox, newest first, a page at a time. */
export async function inboxList(deps: Deps, search: InboxSearch, staff: StaffActor) {
  const filter: ItemFilter = {
    ...(search.status ? { status: STATUS_OF_NAME[search.status] } : {}),
    ...(search.assignee === undefined
      ? {}
      : {
          assigneeId:
            search.assignee === 'none' ? null : search.assignee === 'me' ? staff.userId : search.assignee,
        }),
    ...(search.before ? olderThan(search.before) : {}),
  };
  const kinds = search.kind ? [search.kind] : INBOX_KINDS;
  const { items, more } = await listItems(deps.prisma, kinds, filter, search.limit);
  return {
    items: await itemAnswers(deps.prisma, items, deps.now()),
    next_before: more ? pageCursor(items.at(-1)) : null,
    assignees: await inboxStaff(deps.prisma),
  };
}

/** The item behind an id from the address; a malformed id is as unknown as a missing one. */
export async function inboxItem(prisma: PrismaClient | Prisma.TransactionClient, id: string) {
  const item = uuidShape.test(id) ? await findItem(prisma, id) : null;
  if (!item) throw new NotFoundError(INBOX_MESSAGES.notFound);
  return item;
}

/** Everything the item's page shows: the message, the thread, a hand-off's chat, what it may become. */
export async function inboxDetail(deps: Deps, id: string) {
  const item = await inboxItem(deps.prisma, id);
  const [[answer], replies, chat, assignees] = await Promise.all([
    itemAnswers(deps.prisma, [item], deps.now()),
    deps.prisma.inboxReply.findMany({
      where: { itemId: item.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    item.chatId ? chatHistory(deps.prisma, item.chatId, chatTurnsShown) : Promise.resolve([]),
    inboxStaff(deps.prisma),
  ]);
  return {
    item: answer!,
    message: item.message,
    facts: item.facts,
    replies: replies.map((reply) => ({
      id: reply.id,
      author_name: reply.authorName,
      body: reply.body,
      sent_at: reply.createdAt.toISOString(),
    })),
    chat,
    next_statuses: NEXT_STATUSES[item.status].map((status) => INBOX_STATUS_NAMES[status]),
    assignees,
  };
}

const snapshot = (item: Pick<InboxItem, 'status' | 'assignee'>) => ({
  status: INBOX_STATUS_NAMES[item.status],
  assignee: item.assignee?.name ?? null,
});

export interface InboxChange {
  status?: InboxStatusName | undefined;
  assigneeId?: string | null | undefined;
}

/** Moves an item to another status and/or gives it to someone, checked and recorded in the audit log. */
export async function changeInboxItem(deps: Deps, id: string, change: InboxChange, staff: StaffActor) {
  await deps.prisma.$transaction(async (tx) => {
    const item = await inboxItem(tx, id);
    const data: { status?: RequestStatus; assigneeId?: string | null } = {};
    if (change.status !== undefined && STATUS_OF_NAME[change.status] !== item.status) {
      const to = STATUS_OF_NAME[change.status];
      if (!NEXT_STATUSES[item.status].includes(to)) {
        const from = INBOX_STATUS_NAMES[item.status];
        const allowed = NEXT_STATUSES[item.status].map((status) => INBOX_STATUS_NAMES[status]).join(', ');
        throw new ConflictError(`${INBOX_MESSAGES.move(from, change.status)}${allowed}.`);
      }
      data.status = to;
    }
    let assigneeName: string | null = item.assignee?.name ?? null;
    if (change.assigneeId !== undefined && change.assigneeId !== (item.assignee?.id ?? null)) {
      if (change.assigneeId !== null) {
        const handler = (await inboxStaff(tx)).find((member) => member.id === change.assigneeId);
        if (!handler) throw new InvalidFieldError('assignee_id', INBOX_MESSAGES.notAssignable);
        assigneeName = handler.name;
      } else assigneeName = null;
      data.assigneeId = change.assigneeId;
    }
    if (Object.keys(data).length === 0) throw new ConflictError(INBOX_MESSAGES.unchanged);
    if (!(await changeItem(tx, item, data))) throw new ConflictError(INBOX_MESSAGES.changedMeanwhile);
    const after = {
      status: INBOX_STATUS_NAMES[data.status ?? item.status],
      assignee: assigneeName,
    };
    const what = [
      data.status ? `moved to ${after.status}` : null,
      data.assigneeId !== undefined ? (assigneeName ? `assigned to ${assigneeName}` : 'unassigned') : null,
    ]
      .filter(Boolean)
      .join(' and ');
    await recordStaffAction(tx, staff, {
      action: data.status ? 'inbox.status_changed' : 'inbox.assigned',
      subjectType: 'inbox_item',
      subjectId: item.id,
      summary: `${item.kind} "${item.title}" from ${item.email} ${what}`,
      before: snapshot(item),
      after,
    });
  });
  return inboxDetail(deps, id);
}

/** The e-mail a reply goes out as: the answer, and where the thread and status can be read. */
function replyMail(item: InboxItem, body: string, author: string, publicUrl: string) {
  const lookup = new URL('/requests', publicUrl).toString();
  return {
    to: item.email,
    subject: `Re: ${item.title}`,
    text:
      `Hello ${item.fromName},\n\n${body}\n\n${author}, Buildbay\n\n` +
      `Your requests, their status and our replies: ${lookup}`,
  };
}

/**
 * Replies to the item's sender: the reply is kept in the thread (and a Received item is now In Review:
 * someone has looked), recorded in the audit log, then e-mailed. A mail server that is down is logged; the
 * reply stays in the thread, which the visitor's lookup shows.
 */
export async function replyToInboxItem(deps: Deps, id: string, body: string, staff: StaffActor) {
  const author = staff.fullName;
  const item = await deps.prisma.$transaction(async (tx) => {
    const found = await inboxItem(tx, id);
    const reply = await tx.inboxReply.create({
      data: { itemId: found.id, authorId: staff.userId, authorName: author, body, createdAt: deps.now() },
    });
    const opened = found.status === 'RECEIVED';
    // Whoever answers an item nobody handles takes it: the list's "Handled by" no longer says "Nobody yet".
    const taken = found.assignee === null;
    const data = {
      ...(opened ? { status: 'IN_REVIEW' as const } : {}),
      ...(taken ? { assigneeId: staff.userId } : {}),
    };
    if ((opened || taken) && !(await changeItem(tx, found, data))) {
      throw new ConflictError(INBOX_MESSAGES.changedMeanwhile);
    }
    const now = [opened ? 'now In Review' : '', taken ? `handled by ${author}` : '']
      .filter(Boolean)
      .join(', ');
    await recordStaffAction(tx, staff, {
      action: 'inbox.replied',
      subjectType: 'inbox_item',
      subjectId: found.id,
      summary: `Replied to ${found.kind} "${found.title}" from ${found.email}${now ? ` (${now})` : ''}`,
      before: opened || taken ? snapshot(found) : null,
      after: {
        reply_id: reply.id,
        body,
        ...(opened ? { status: INBOX_STATUS_NAMES.IN_REVIEW } : {}),
        ...(taken ? { assignee: author } : {}),
      },
    });
    return found;
  });
  await deps.mailer
    .send(replyMail(item, body, author, deps.publicUrl))
    .catch((error: unknown) =>
      deps.log(
        `inbox reply to ${item.email} not sent: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  return inboxDetail(deps, id);
}
