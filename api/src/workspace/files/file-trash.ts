import type { PrismaClient, ProjectResource } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { TRASH_DAYS, trashEnds, trashedFiles } from './file-visibility.js';

/*
 * Deleting a file moves it to the project's trash for 30 days, where Restore brings it back as it was
 * (versions, access, links). A periodic sweep then removes the rows and the stored bytes of every
 * version; until then the bytes stay, so a restore loses nothing.
 */

export const trashMessages = {
  deleted: `File moved to the trash. It can be restored for ${TRASH_DAYS} days.`,
  restored: 'File restored.',
} as const;

export async function moveToTrash(
  prisma: PrismaClient,
  file: ProjectResource,
  userId: string,
  at: Date,
): Promise<void> {
  // Only a file still out of the trash: a second delete keeps the first one's date.
  await prisma.projectResource.updateMany({
    where: { id: file.id, deletedAt: null },
    data: { deletedAt: at, deletedById: userId },
  });
}

export async function restoreFromTrash(prisma: PrismaClient, file: ProjectResource): Promise<void> {
  await prisma.projectResource.updateMany({
    where: { id: file.id },
    data: { deletedAt: null, deletedById: null },
  });
}

const person = { select: { id: true, firstName: true, lastName: true } } as const;

/** The trash tab: newest deletion first, with who deleted it and when it goes for good. */
export async function listTrash(prisma: PrismaClient, access: ProjectAccess, userId: string) {
  const rows = await prisma.projectResource.findMany({
    where: trashedFiles(access, userId),
    orderBy: [{ deletedAt: 'desc' }, { id: 'desc' }],
    take: 500,
    select: { id: true, name: true, kind: true, deletedAt: true, deletedById: true },
  });
  const deleters = await prisma.user.findMany({
    where: { id: { in: rows.flatMap((row) => row.deletedById ?? []) } },
    ...person,
  });
  const names = new Map(deleters.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
  return rows.flatMap((row) =>
    row.deletedAt
      ? [
          {
            id: row.id,
            name: row.name,
            kind: row.kind === 'LINK' ? ('Links' as const) : ('Files' as const),
            deleted_at: row.deletedAt.toISOString(),
            deleted_by: row.deletedById
              ? { id: row.deletedById, name: names.get(row.deletedById) ?? 'Former member' }
              : null,
            removed_at: trashEnds(row.deletedAt).toISOString(),
          },
        ]
      : [],
  );
}

/**
 * Removes what has been in the trash for 30 days: the rows (their versions, grants and review files go by
 * the schema's cascades), then the stored bytes. Safe to run in several API processes at once: a row is
 * removed once, and removing bytes already gone is harmless.
 */
export async function sweepTrash(
  deps: Pick<AppDeps, 'prisma' | 'byteStore' | 'log' | 'now'>,
): Promise<number> {
  const before = new Date(deps.now().getTime() - TRASH_DAYS * 86_400_000);
  const expired = await deps.prisma.projectResource.findMany({
    where: { deletedAt: { lt: before } },
    select: { id: true, versions: { select: { storageKey: true } } },
    take: 1000,
  });
  let removed = 0;
  let failed = 0;
  for (const row of expired) {
    // Checked again as it is removed: a file restored since it was read keeps its row and its bytes.
    const { count } = await deps.prisma.projectResource.deleteMany({
      where: { id: row.id, deletedAt: { lt: before } },
    });
    if (count === 0) continue;
    removed += 1;
    const results = await Promise.allSettled(
      row.versions.map((version) => deps.byteStore.remove('project-files', version.storageKey)),
    );
    failed += results.filter((result) => result.status === 'rejected').length;
  }
  if (failed > 0) deps.log(`trash sweep: ${failed} stored file(s) not removed`);
  return removed;
}

/** How often the sweep runs in a serving API process (and once at start). */
export const SWEEP_EVERY_MS = 3_600_000;
