import type { Prisma, PrismaClient, ProjectResource } from '@platform/prisma';
import { ConflictError, NotFoundError, notFoundAs } from '../../platform/errors/domain-errors.js';
import { ApiError } from '../../platform/http/api-error.js';
import { includesLevel } from '@platform/contract';
import type { PermissionLevel } from '@platform/contract';
import { findProjectAccess, requireLevel } from '../permissions/project-permission.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { isUuid } from '../projects/project-access.js';

/*
 * Who sees which file (docs/decisions.md, "Files and resources"). Full Access to Project Files &
 * Documentation (the owner has it) sees every file; the file's owner sees their own; otherwise:
 * Public: every member. Feature Based: managers (Approve or more on files) and the assignees of a task
 * of the linked feature. Task Based: managers and the linked task's assignees. Restricted: the people
 * picked. Confidential: nobody else.
 */

export const FILES_AREA = 'projectFilesAndDocumentations' as const;

export const fileNotFound = () => new NotFoundError('File not found.');

const seesEverything = (access: ProjectAccess) =>
  access.isOwner || access.levels[FILES_AREA] === 'Full Access';
const isManager = (access: ProjectAccess) => includesLevel(access.levels[FILES_AREA], 'Approve');

/** The files of a project the caller may see, outside the trash, as a Prisma filter. */
export const visibleFiles = (access: ProjectAccess, userId: string): Prisma.ProjectResourceWhereInput => ({
  ...seenBy(access, userId),
  deletedAt: null,
});

/** The trash: the files the caller may see that were deleted and not yet swept away. */
export const trashedFiles = (access: ProjectAccess, userId: string): Prisma.ProjectResourceWhereInput => ({
  ...seenBy(access, userId),
  deletedAt: { not: null },
});

/** Who sees a file, in or out of the trash. */
export function seenBy(access: ProjectAccess, userId: string): Prisma.ProjectResourceWhereInput {
  const inProject = { projectId: access.project.id };
  if (seesEverything(access)) return inProject;
  const assigned = { assignees: { some: { userId } } };
  const linkedWork: Prisma.ProjectResourceWhereInput[] = isManager(access)
    ? [{ access: { in: ['FEATURE_BASED', 'TASK_BASED'] } }]
    : [
        { access: 'FEATURE_BASED', feature: { tasks: { some: { task: assigned } } } },
        { access: 'TASK_BASED', task: assigned },
      ];
  return {
    ...inProject,
    OR: [
      { ownerId: userId },
      { access: 'PUBLIC' },
      { access: 'RESTRICTED', grants: { some: { userId } } },
      ...linkedWork,
    ],
  };
}

/** Whether the caller sees this file, as `seenBy` decides it in the database (the events' audience). */
export function fileSeenBy(
  access: ProjectAccess,
  file: {
    ownerId: string | null;
    access: string;
    grantees: string[];
    taskAssignees: string[];
    featureAssignees: string[];
  },
): boolean {
  if (seesEverything(access) || file.ownerId === access.userId || file.access === 'PUBLIC') return true;
  if (file.access === 'RESTRICTED') return file.grantees.includes(access.userId);
  if (file.access === 'FEATURE_BASED')
    return isManager(access) || file.featureAssignees.includes(access.userId);
  if (file.access === 'TASK_BASED') return isManager(access) || file.taskAssignees.includes(access.userId);
  return false;
}

export interface FileAccess {
  file: ProjectResource;
  access: ProjectAccess;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** How long a deleted file stays in the trash before the sweep removes it and its bytes. */
export const TRASH_DAYS = 30;

export const trashEnds = (deletedAt: Date) => new Date(deletedAt.getTime() + TRASH_DAYS * 86_400_000);

/** A link to a file in the trash says so, and until when it can be restored (410). */
export const fileInTrash = (file: { name: string; deletedAt: Date }) =>
  new ApiError(
    410,
    `"${file.name}" was deleted on ${dayFormat.format(file.deletedAt)}. It can be restored from the project's trash until ${dayFormat.format(trashEnds(file.deletedAt))}.`,
  );

/**
 * A file the caller may see, holding at least `level` on files. A missing file, a project the caller is a
 * stranger to and a file hidden from them all answer the same 404; a member short of the level, 403. A file
 * in the trash answers 410 saying so, unless `inTrash` asks for one there (restoring it).
 */
export async function requireFilePermission(
  prisma: PrismaClient,
  userId: string,
  fileId: string,
  level: PermissionLevel,
  inTrash = false,
): Promise<FileAccess> {
  const found = isUuid(fileId)
    ? await prisma.projectResource.findUnique({ where: { id: fileId }, select: { projectId: true } })
    : null;
  if (!found) throw fileNotFound();
  const access = await notFoundAs(findProjectAccess(prisma, userId, found.projectId), fileNotFound);
  const file = await prisma.projectResource.findFirst({ where: { id: fileId, ...seenBy(access, userId) } });
  if (!file) throw fileNotFound();
  if (file.deletedAt && !inTrash) throw fileInTrash({ name: file.name, deletedAt: file.deletedAt });
  if (!file.deletedAt && inTrash) throw new ConflictError('This file is not in the trash.');
  requireLevel(access, FILES_AREA, level);
  return { file, access };
}
