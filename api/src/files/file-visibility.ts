import type { Prisma, PrismaClient, ProjectResource } from '@platform/prisma';
import { NotFoundError, notFoundAs } from '../errors/domain-errors.js';
import { includesLevel } from '@platform/contract';
import type { PermissionLevel } from '@platform/contract';
import { permissionDenied, projectAccess } from '../permissions/project-permission.js';
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

/** The files of a project the caller may see, as a Prisma filter. */
export function visibleFiles(access: ProjectAccess, userId: string): Prisma.ProjectResourceWhereInput {
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

export interface FileAccess {
  file: ProjectResource;
  access: ProjectAccess;
}

/**
 * A file the caller may see, holding at least `level` on files. A missing file, a project the caller is a
 * stranger to and a file hidden from them all answer the same 404; a member short of the level, 403.
 */
export async function requireFilePermission(
  prisma: PrismaClient,
  userId: string,
  fileId: string,
  level: PermissionLevel,
): Promise<FileAccess> {
  const found = isUuid(fileId)
    ? await prisma.projectResource.findUnique({ where: { id: fileId }, select: { projectId: true } })
    : null;
  if (!found) throw fileNotFound();
  const access = await notFoundAs(projectAccess(prisma, userId, found.projectId), fileNotFound);
  const file = await prisma.projectResource.findFirst({
    where: { id: fileId, ...visibleFiles(access, userId) },
  });
  if (!file) throw fileNotFound();
  if (!includesLevel(access.levels[FILES_AREA], level)) throw permissionDenied(FILES_AREA, level);
  return { file, access };
}
