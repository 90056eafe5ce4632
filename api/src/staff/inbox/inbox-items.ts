import type { Prisma, PrismaClient, RequestStatus } from '@platform/prisma';
import type { OlderThan } from '../console/newest-first-cursor.js';
import { contactMethodLabels, messageTypeLabels } from '../../marketing/requests/request-labels.js';
import { serviceTypeOf } from '../../marketing/requests/requested-service.js';

/*
 * The four tables behind the staff inbox (service requests, Let's Talk messages, custom quotes and chat
 * hand-offs), read as one kind of item. Each keeps what its form sent; status and assignee are on each row,
 * since the visitor's lookup reads the same status.
 */

export const INBOX_KINDS = ['Service Request', 'Custom Quote', "Let's Talk", 'Support', 'Live Chat'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

type Store = PrismaClient | Prisma.TransactionClient;

/** One inbox item, whichever table holds it. */
export interface InboxItem {
  id: string;
  kind: InboxKind;
  title: string;
  fromName: string;
  email: string;
  /** The message as the visitor wrote it. */
  message: string;
  /** What else the form sent: "Phone: +234 803…", "Company: …". */
  facts: { label: string; value: string }[];
  status: RequestStatus;
  assignee: { id: string; name: string } | null;
  /** The site chat a hand-off came from. */
  chatId: string | null;
  receivedAt: Date;
  updatedAt: Date;
}

/** Which rows a list asks for; the same shape fits every table's `where`. */
export interface ItemFilter {
  status?: RequestStatus;
  assigneeId?: string | null;
  /** Older than a page's last item. */
  OR?: OlderThan['OR'];
}

const withAssignee = {
  assignee: { select: { userId: true, user: { select: { firstName: true, lastName: true } } } },
} as const;

type Assigned = {
  assignee: { userId: string; user: { firstName: string; lastName: string } } | null;
};

const assigneeOf = ({ assignee }: Assigned) =>
  assignee
    ? { id: assignee.userId, name: `${assignee.user.firstName} ${assignee.user.lastName}`.trim() }
    : null;

const phoneText = (phone: string) => `+234 ${phone.slice(1)}`;

interface Source {
  list(store: Store, where: ItemFilter, take: number): Promise<InboxItem[]>;
  find(store: Store, id: string): Promise<InboxItem | null>;
  /** Changes the row only if it is still in `from`; answers whether it was. */
  change(
    store: Store,
    id: string,
    from: RequestStatus,
    data: { status?: RequestStatus; assigneeId?: string | null },
  ): Promise<boolean>;
}

const byNewest = { orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }] };

const serviceRequests: Source = {
  list: (store, where, take) =>
    store.serviceRequest
      .findMany({ where, include: withAssignee, ...byNewest, take })
      .then((rows) => rows.map(fromServiceRequest)),
  find: (store, id) =>
    store.serviceRequest
      .findUnique({ where: { id }, include: withAssignee })
      .then((row) => row && fromServiceRequest(row)),
  change: (store, id, from, data) =>
    store.serviceRequest.updateMany({ where: { id, status: from }, data }).then(({ count }) => count === 1),
};

function fromServiceRequest(
  row: Prisma.ServiceRequestGetPayload<{ include: typeof withAssignee }>,
): InboxItem {
  return {
    id: row.id,
    kind: 'Service Request',
    title: serviceTypeOf(row.service),
    fromName: row.fullName,
    email: row.email,
    message: row.projectDescription,
    facts: [
      ...(row.companyName ? [{ label: 'Company', value: row.companyName }] : []),
      { label: 'Phone', value: phoneText(row.phone) },
      { label: 'Contact by', value: contactMethodLabels[row.contactMethod] },
    ],
    status: row.status,
    assignee: assigneeOf(row),
    chatId: null,
    receivedAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const quotes: Source = {
  list: (store, where, take) =>
    store.quoteRequest
      .findMany({ where, include: withAssignee, ...byNewest, take })
      .then((rows) => rows.map(fromQuote)),
  find: (store, id) =>
    store.quoteRequest
      .findUnique({ where: { id }, include: withAssignee })
      .then((row) => row && fromQuote(row)),
  change: (store, id, from, data) =>
    store.quoteRequest.updateMany({ where: { id, status: from }, data }).then(({ count }) => count === 1),
};

function fromQuote(row: Prisma.QuoteRequestGetPayload<{ include: typeof withAssignee }>): InboxItem {
  return {
    id: row.id,
    kind: 'Custom Quote',
    title: `Custom quote for ${row.company}`,
    fromName: row.fullName,
    email: row.email,
    message: row.projectDescription,
    facts: [{ label: 'Company', value: row.company }],
    status: row.status,
    assignee: assigneeOf(row),
    chatId: null,
    receivedAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const letsTalk: Source = {
  list: (store, where, take) =>
    store.contactMessage
      .findMany({ where, include: withAssignee, ...byNewest, take })
      .then((rows) => rows.map(fromLetsTalk)),
  find: (store, id) =>
    store.contactMessage
      .findUnique({ where: { id }, include: withAssignee })
      .then((row) => row && fromLetsTalk(row)),
  change: (store, id, from, data) =>
    store.contactMessage.updateMany({ where: { id, status: from }, data }).then(({ count }) => count === 1),
};

function fromLetsTalk(row: Prisma.ContactMessageGetPayload<{ include: typeof withAssignee }>): InboxItem {
  return {
    id: row.id,
    kind: "Let's Talk",
    title: messageTypeLabels[row.messageType],
    fromName: row.fullName,
    email: row.email,
    message: row.projectDescription,
    facts: [],
    status: row.status,
    assignee: assigneeOf(row),
    chatId: null,
    receivedAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Support and Live Chat hand-offs share a table; each kind reads only its own rows. */
function handOffs(kind: 'SUPPORT' | 'LIVE_CHAT'): Source {
  return {
    list: (store, where, take) =>
      store.chatHandOff
        .findMany({ where: { ...where, kind }, include: withAssignee, ...byNewest, take })
        .then((rows) => rows.map(fromHandOff)),
    find: (store, id) =>
      store.chatHandOff
        .findFirst({ where: { id, kind }, include: withAssignee })
        .then((row) => row && fromHandOff(row)),
    change: (store, id, from, data) =>
      store.chatHandOff.updateMany({ where: { id, status: from }, data }).then(({ count }) => count === 1),
  };
}

export const handOffKinds = { SUPPORT: 'Support', LIVE_CHAT: 'Live Chat' } as const satisfies Record<
  'SUPPORT' | 'LIVE_CHAT',
  InboxKind
>;

function fromHandOff(row: Prisma.ChatHandOffGetPayload<{ include: typeof withAssignee }>): InboxItem {
  const kind = handOffKinds[row.kind];
  return {
    id: row.id,
    kind,
    title: kind === 'Support' ? 'Support request' : 'Asked for a person in the live chat',
    fromName: row.fullName,
    email: row.email,
    message: row.message,
    facts: [],
    status: row.status,
    assignee: assigneeOf(row),
    chatId: row.chatId,
    receivedAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const sources: Record<InboxKind, Source> = {
  'Service Request': serviceRequests,
  'Custom Quote': quotes,
  "Let's Talk": letsTalk,
  Support: handOffs('SUPPORT'),
  'Live Chat': handOffs('LIVE_CHAT'),
};

/**
 * The newest `limit` items of the given kinds that pass `filter`, newest first, with whether more are
 * older. Each table gives its newest `limit + 1`, so the merge is exact.
 */
export async function listItems(
  store: Store,
  kinds: readonly InboxKind[],
  filter: ItemFilter,
  limit: number,
): Promise<{ items: InboxItem[]; more: boolean }> {
  const lists = await Promise.all(kinds.map((kind) => sources[kind].list(store, filter, limit + 1)));
  const merged = lists
    .flat()
    .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime() || b.id.localeCompare(a.id));
  return { items: merged.slice(0, limit), more: merged.length > limit };
}

/** The item with this id, in whichever table it is; null when none. */
export async function findItem(store: Store, id: string): Promise<InboxItem | null> {
  const found = await Promise.all(INBOX_KINDS.map((kind) => sources[kind].find(store, id)));
  return found.find((item) => item !== null) ?? null;
}

/** Changes an item still in status `from`; false when someone else changed it first. */
export const changeItem = (
  store: Store,
  item: InboxItem,
  data: { status?: RequestStatus; assigneeId?: string | null },
) => sources[item.kind].change(store, item.id, item.status, data);
