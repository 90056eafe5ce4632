import type { PrismaClient } from '@platform/prisma';

/*
 * Who has a project page open: one `presence` row a stream that shows a project page, written by the process
 * holding the stream when it opens and deleted when it closes; its trigger tells every process (NOTIFY
 * 'presence'), which sends the new list to its own viewers of that project. A process refreshes its rows
 * while their streams live, so the rows of a process that died stop counting after `staleAfterMs`.
 */

export const presenceRefreshMs = 30_000;
const staleAfterMs = 3 * presenceRefreshMs;

export interface PresentPerson {
  userId: string;
  name: string;
}

export async function presentPeople(
  prisma: PrismaClient,
  projectId: string,
  now: Date,
): Promise<PresentPerson[]> {
  const rows = await prisma.presence.findMany({
    where: { projectId, seenAt: { gt: new Date(now.getTime() - staleAfterMs) } },
    select: { userId: true },
    distinct: ['userId'],
  });
  const users = await prisma.user.findMany({
    where: { id: { in: rows.map((row) => row.userId) } },
    select: { id: true, firstName: true, lastName: true },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }],
  });
  return users.map((user) => ({ userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() }));
}

export async function arrive(
  prisma: PrismaClient,
  presence: { streamId: string; projectId: string; userId: string },
  now: Date,
): Promise<void> {
  await prisma.presence.create({ data: { ...presence, seenAt: now } });
}

export async function leave(prisma: PrismaClient, streamId: string): Promise<void> {
  await prisma.presence.deleteMany({ where: { streamId } });
}

/** Keeps this process's rows counting. */
export async function refreshPresence(prisma: PrismaClient, streamIds: string[], now: Date): Promise<void> {
  if (streamIds.length === 0) return;
  await prisma.presence.updateMany({ where: { streamId: { in: streamIds } }, data: { seenAt: now } });
}
