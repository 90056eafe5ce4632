import { Prisma } from '@platform/prisma';
import type { PrismaClient, Project } from '@platform/prisma';
import { NotFoundError } from '../../platform/errors/domain-errors.js';

/*
 * Who may see a project: its owner and its active members (removed ones no longer). Every project-scoped call goes through
 * here, and a project someone may not see answers exactly like one that does not exist.
 */

export const projectNotFound = () => new NotFoundError('Project not found.');

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuid.test(value);

/** The rule as a Prisma filter on projects. */
export const visibleTo = (userId: string) =>
  ({
    OR: [{ ownerId: userId }, { members: { some: { userId, status: 'ACTIVE' } } }],
  }) satisfies Prisma.ProjectWhereInput;

/** The rule as SQL on a projects row aliased `p`. */
export const visibleToSql = (userId: string) =>
  Prisma.sql`(p.owner_id = ${userId}::uuid OR EXISTS (
    SELECT 1 FROM project_members m
    WHERE m.project_id = p.id AND m.user_id = ${userId}::uuid AND m.status = 'ACTIVE'))`;

/** The project, when the user may see it; otherwise 404 "Project not found." */
export async function findVisibleProject(
  prisma: PrismaClient,
  userId: string,
  projectId: string,
): Promise<Project> {
  const project = isUuid(projectId)
    ? await prisma.project.findFirst({ where: { id: projectId, ...visibleTo(userId) } })
    : null;
  if (!project) throw projectNotFound();
  return project;
}

/** Records that the user opened the project, for "Recently Viewed". */
export async function recordView(
  prisma: Prisma.TransactionClient | PrismaClient,
  userId: string,
  projectId: string,
  at: Date,
): Promise<void> {
  await prisma.projectView.upsert({
    where: { userId_projectId: { userId, projectId } },
    create: { userId, projectId, viewedAt: at },
    update: { viewedAt: at },
  });
}
