import type { Prisma, PrismaClient } from '@platform/prisma';
import type { StaffActor } from './require-staff.js';

/** Who did it: a staff member, or the command line (`npm run staff:add`). */
export type AuditActor = Pick<StaffActor, 'userId' | 'name'> | { userId: null; name: string };

/** One staff action: what it did to which thing, in the product's words, and the thing before and after. */
export interface StaffAction {
  /** `staff.added`, `request.assigned`...: the domain, a dot, what happened to it. */
  action: string;
  subjectType: string;
  subjectId: string;
  summary: string;
  before?: Prisma.InputJsonObject | null;
  after?: Prisma.InputJsonObject | null;
}

type AuditStore = PrismaClient | Prisma.TransactionClient;

/**
 * Records a staff action in the audit log. Call it with the transaction that makes the change, so the
 * change and its record stand or fall together; the table refuses every UPDATE and DELETE (migration
 * `staff_console`), so what is written here stays as written.
 */
export async function recordStaffAction(store: AuditStore, actor: AuditActor, entry: StaffAction) {
  await store.auditEntry.create({
    data: {
      actorId: actor.userId,
      actorName: actor.name,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      summary: entry.summary,
      before: entry.before ?? undefined,
      after: entry.after ?? undefined,
    },
  });
}

export interface AuditSearch {
  /** Words anywhere in the line, the actor's name or the action. */
  q?: string | undefined;
  action?: string | undefined;
  subjectId?: string | undefined;
  /** Entries older than this id (the previous page's `next_before`). */
  before?: string | undefined;
  limit: number;
}

/** The audit log, newest first, a page at a time; with the actions there are, for the filter. */
export async function searchAuditLog(prisma: PrismaClient, search: AuditSearch) {
  const words = (search.q ?? '').trim().split(/\s+/).filter(Boolean);
  const where: Prisma.AuditEntryWhereInput = {
    AND: words.map((word) => ({
      OR: [
        { summary: { contains: word, mode: 'insensitive' as const } },
        { actorName: { contains: word, mode: 'insensitive' as const } },
        { action: { contains: word, mode: 'insensitive' as const } },
      ],
    })),
    ...(search.action ? { action: search.action } : {}),
    ...(search.subjectId ? { subjectId: search.subjectId } : {}),
    ...(search.before ? { id: { lt: BigInt(search.before) } } : {}),
  };
  const [rows, actions] = await Promise.all([
    prisma.auditEntry.findMany({ where, orderBy: { id: 'desc' }, take: search.limit + 1 }),
    prisma.auditEntry.findMany({
      distinct: ['action'],
      select: { action: true },
      orderBy: { action: 'asc' },
    }),
  ]);
  const page = rows.slice(0, search.limit);
  return {
    entries: page.map((row) => ({
      id: row.id.toString(),
      at: row.at.toISOString(),
      actor_id: row.actorId,
      actor_name: row.actorName,
      action: row.action,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      summary: row.summary,
      before: row.before as Record<string, unknown> | null,
      after: row.after as Record<string, unknown> | null,
    })),
    next_before: rows.length > search.limit ? (page.at(-1)?.id.toString() ?? null) : null,
    actions: actions.map((row) => row.action),
  };
}
