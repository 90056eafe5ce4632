import type { PrismaClient, Project } from '@platform/prisma';
import { ConflictError, RefusedError } from '../../platform/errors/domain-errors.js';
import { isUuid, projectNotFound, visibleTo } from '../projects/project-access.js';
import { PERMISSION_AREA_LABELS, everyArea, includesLevel } from '@platform/contract';
import type { AreaLevels, PermissionArea, PermissionLevel } from '@platform/contract';
import { accessCacheOf } from './access-cache.js';
import { levelSelect, levelsOf } from './stored-levels.js';

/*
 * The one server-side permission check of every project call (docs/permissions.md). Someone who may not
 * see the project gets the same 404 as for a missing one; a member without the level gets 403 naming it.
 */

export interface ProjectAccess {
  project: Project;
  /** Who asked: what they may see can depend on it beyond their levels (e.g. a task shown to its assignees). */
  userId: string;
  /** The owner holds Full Access everywhere. */
  isOwner: boolean;
  levels: AreaLevels;
}

const lastActiveEveryMs = 60_000;
const mostUsersRemembered = 10_000;

/** When this process last wrote each user's mark, per database: one write a minute needs no query to skip. */
const activityWritten = new WeakMap<PrismaClient, Map<string, number>>();

/**
 * The team page's Last Active: the caller's latest project call, written at most once a minute. In SQL, so
 * that it leaves `updated_at` (Prisma's @updatedAt) alone: being active does not change the account, and a
 * refused call must change nothing but this mark (the fuzz suite holds every refusal to that). Calls within
 * the minute after this process wrote it skip the statement (issue #33: it was a round trip on every read).
 */
async function recordActivity(prisma: PrismaClient, userId: string, now: Date): Promise<void> {
  let written = activityWritten.get(prisma);
  if (!written) activityWritten.set(prisma, (written = new Map()));
  const last = written.get(userId);
  if (last !== undefined && now.getTime() - last < lastActiveEveryMs) return;
  if (written.size >= mostUsersRemembered) written.clear();
  written.set(userId, now.getTime());
  const before = new Date(now.getTime() - lastActiveEveryMs);
  await prisma.$executeRaw`
    UPDATE users SET last_active_at = ${now}
    WHERE id = ${userId}::uuid AND (last_active_at IS NULL OR last_active_at < ${before})`;
}

/** The project and the caller's levels, as read for the permission check. */
interface AccessRows {
  project: Project;
  levels: AreaLevels;
}

/**
 * The caller's access to a project they may see; 404 otherwise. The project and the caller's membership
 * (the levels stored with it; Full Access invites store it everywhere) come in one query, kept in the process
 * until the project or its members change (access-cache.ts). A refusal is not kept: it reads again.
 */
export async function findProjectAccess(
  prisma: PrismaClient,
  userId: string,
  projectId: string,
): Promise<ProjectAccess> {
  if (!isUuid(projectId)) throw projectNotFound();
  const cache = accessCacheOf<AccessRows>(prisma);
  let rows = cache?.get(userId, projectId);
  if (rows === undefined) {
    const mark = cache?.mark() ?? 0;
    const read = await readAccessRows(prisma, userId, projectId);
    if (!read) throw projectNotFound();
    cache?.keep(userId, projectId, read, mark);
    rows = read;
  }
  await recordActivity(prisma, userId, new Date());
  const isOwner = rows.project.ownerId === userId;
  return { project: rows.project, userId, isOwner, levels: rows.levels };
}

async function readAccessRows(
  prisma: PrismaClient,
  userId: string,
  projectId: string,
): Promise<AccessRows | null> {
  const found = await prisma.project.findFirst({
    where: { id: projectId, ...visibleTo(userId) },
    include: { members: { where: { userId, status: 'ACTIVE' }, select: levelSelect } },
  });
  if (!found) return null;
  const { members, ...project } = found;
  if (project.ownerId === userId) return { project, levels: everyArea('Full Access') };
  const member = members[0];
  return { project, levels: member ? levelsOf(member) : everyArea('View') };
}

/** "You need Edit access to Task & Workflow Management." / "You need Full Access to Team Management & Collaboration." */
export const permissionDenied = (area: PermissionArea, level: PermissionLevel) =>
  new RefusedError(
    `You need ${level === 'Full Access' ? level : `${level} access`} to ${PERMISSION_AREA_LABELS[area]}.`,
  );

export const archivedProjectMessage =
  'This project is archived, so it is read-only. Unarchive it to make changes.';

/** An archived project is read-only (409) for everyone, its owner included, until it is unarchived. */
export function refuseArchived(access: ProjectAccess): void {
  if (access.project.archivedAt) throw new ConflictError(archivedProjectMessage);
}

/** At least `level` in `area` (403 naming it); anything above View is a change, refused while archived. */
export function requireLevel(access: ProjectAccess, area: PermissionArea, level: PermissionLevel): void {
  if (!includesLevel(access.levels[area], level)) throw permissionDenied(area, level);
  if (level !== 'View') refuseArchived(access);
}

/** The project, when the caller holds at least `level` in `area`; 404 for strangers, 403 for members short of it. */
export async function requireProjectPermission(
  prisma: PrismaClient,
  userId: string,
  projectId: string,
  area: PermissionArea,
  level: PermissionLevel,
): Promise<ProjectAccess> {
  const access = await findProjectAccess(prisma, userId, projectId);
  requireLevel(access, area, level);
  return access;
}
