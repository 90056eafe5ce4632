import { Prisma } from '@platform/prisma';
import type { PrismaClient, ProjectStatus, ProjectType } from '@platform/prisma';
import { visibleToSql } from './project-access.js';
import { projectsKeptOnRecord } from './project-delete.js';
import { teamsOf } from './project-team.js';
import type { TeamMember } from './project-team.js';
import { projectTypeLabels } from './project-types.js';
import type { ProjectTypeLabel } from './project-types.js';

/*
 * The signed-in user's projects: first those they opened, last opened first, then the ones they never
 * opened, last updated first. Each part is read in index order with keyset paging and stops at the page
 * size, so the first page costs the same for 5 projects as for 5,000 (docs/benchmarks.md).
 */

/** One item of `GET /api/all_projects/`; status is the enum text, which the front end shows with spaces. */
export interface ProjectListItem {
  id: string;
  name: string;
  status: ProjectStatus;
  last_updated: string;
  goal: string | null;
  /** Null while the new-project chat has not decided it. */
  type: ProjectTypeLabel | null;
  team_members: TeamMember[];
  /** Whether the caller owns it (and so may delete it). */
  is_owner: boolean;
  /** False once a signed contract or a payment to its team keeps it on record (a delete answers 409). */
  deletable: boolean;
  /** When it was archived; null for a project in use. */
  archived_at: string | null;
}

/** The quick filters: a project of both kinds is in Design and in Develop; no project type is print work. */
export const typeFilters = {
  design: ['DESIGN', 'DESIGN_AND_DEVELOPMENT'],
  development: ['DEVELOPMENT', 'DESIGN_AND_DEVELOPMENT'],
  print: [],
} as const satisfies Record<string, readonly ProjectType[]>;
export type TypeFilter = keyof typeof typeFilters;

/** The status filter's words, each the status it asks for (`?status=completed` lists the finished projects). */
export const statusFilters = {
  draft: 'DRAFT',
  pending_review: 'PENDING_REVIEW',
  in_progress: 'IN_PROGRESS',
  completed: 'COMPLETED',
} as const satisfies Record<string, ProjectStatus>;
export type StatusFilter = keyof typeof statusFilters;

/** What narrows the list: a quick type filter, a status, and archived or in use. */
export interface ListFilter {
  type: TypeFilter | null;
  status: StatusFilter | null;
  archived: boolean;
}

/** Where a page ended: in the opened part (by last view) or in the never-opened part (by last update). */
export interface Cursor {
  part: 'viewed' | 'unviewed';
  at: Date;
  id: string;
}

interface Row {
  id: string;
  name: string;
  status: ProjectStatus;
  type: ProjectType | null;
  goal: string | null;
  owner_id: string;
  updated_at: Date;
  archived_at: Date | null;
  /** When the user last opened it; null in the never-opened part. */
  viewed_at: Date | null;
}

const columns = Prisma.sql`p.id::text AS id, p.name, p.status::text AS status, p.type::text AS type, p.goal, p.owner_id::text AS owner_id, p.updated_at, p.archived_at`;

/** The list shows the projects in use, or (under the Archived filter) only the archived ones. */
function filterSql({ type, status, archived }: ListFilter): Prisma.Sql {
  const kept = archived ? Prisma.sql`AND p.archived_at IS NOT NULL` : Prisma.sql`AND p.archived_at IS NULL`;
  const ofType = type ? Prisma.sql`AND p.type::text IN (${Prisma.join(typeFilters[type])})` : Prisma.empty;
  const ofStatus = status ? Prisma.sql`AND p.status::text = ${statusFilters[status]}` : Prisma.empty;
  return Prisma.sql`${kept} ${ofType} ${ofStatus}`;
}

/** What both parts of the list are read with. */
interface PartQuery {
  userId: string;
  after: Cursor | null;
  filter: ListFilter;
  limit: number;
}

/** The rows after the cursor in a part's descending (time, id) order. */
const afterSql = (keys: string, after: Cursor | null) =>
  after ? Prisma.sql`AND (${Prisma.raw(keys)}) < (${after.at}, ${after.id}::uuid)` : Prisma.empty;

/** The opened part, on the (user_id, viewed_at DESC, project_id DESC) index of project_views. */
function viewedPage(prisma: PrismaClient, { userId, after, filter, limit }: PartQuery) {
  return prisma.$queryRaw<Row[]>`
    SELECT ${columns}, v.viewed_at
    FROM project_views v JOIN projects p ON p.id = v.project_id
    WHERE v.user_id = ${userId}::uuid AND ${visibleToSql(userId)} ${filterSql(filter)}
      ${afterSql('v.viewed_at, v.project_id', after)}
    ORDER BY v.viewed_at DESC, v.project_id DESC
    LIMIT ${limit}`;
}

/**
 * The never-opened part: owned projects on the (owner_id, updated_at DESC, id DESC) index, and projects
 * the user was invited into (few), merged by last update.
 */
function unviewedPage(prisma: PrismaClient, { userId, after, filter, limit }: PartQuery) {
  const conditions = Prisma.sql`NOT EXISTS (
    SELECT 1 FROM project_views v WHERE v.project_id = p.id AND v.user_id = ${userId}::uuid)
    ${filterSql(filter)} ${afterSql('p.updated_at, p.id', after)}`;
  return prisma.$queryRaw<Row[]>`
    SELECT * FROM (
      (SELECT ${columns}, NULL::timestamptz AS viewed_at FROM projects p
       WHERE p.owner_id = ${userId}::uuid AND ${conditions}
       ORDER BY p.updated_at DESC, p.id DESC LIMIT ${limit})
      UNION ALL
      (SELECT ${columns}, NULL::timestamptz AS viewed_at
       FROM project_members m JOIN projects p ON p.id = m.project_id
       WHERE m.user_id = ${userId}::uuid AND p.owner_id <> ${userId}::uuid AND ${conditions}
       ORDER BY p.updated_at DESC, p.id DESC LIMIT ${limit})
    ) AS page
    ORDER BY updated_at DESC, id DESC
    LIMIT ${limit}`;
}

/**
 * The position of a project in the user's list, for `?after=<id>`: pages continue after the last project
 * the client has, so the answer stays a plain array. Null when the user cannot see that project.
 */
export async function cursorAt(
  prisma: PrismaClient,
  userId: string,
  projectId: string,
): Promise<Cursor | null> {
  const [row] = await prisma.$queryRaw<Pick<Row, 'id' | 'updated_at' | 'viewed_at'>[]>`
    SELECT p.id::text AS id, p.updated_at, v.viewed_at
    FROM projects p LEFT JOIN project_views v ON v.project_id = p.id AND v.user_id = ${userId}::uuid
    WHERE p.id = ${projectId}::uuid AND ${visibleToSql(userId)}`;
  if (!row) return null;
  return row.viewed_at
    ? { part: 'viewed', at: row.viewed_at, id: row.id }
    : { part: 'unviewed', at: row.updated_at, id: row.id };
}

/** One page of the user's projects (owned or invited into); fewer than `limit` on the last page. */
export async function listProjects(
  prisma: PrismaClient,
  userId: string,
  { after, limit, filter }: { after: Cursor | null; limit: number; filter: ListFilter },
): Promise<ProjectListItem[]> {
  if (filter.type && typeFilters[filter.type].length === 0) return [];
  const rows = after?.part === 'unviewed' ? [] : await viewedPage(prisma, { userId, after, filter, limit });
  if (rows.length < limit) {
    const unviewedAfter = after?.part === 'unviewed' ? after : null;
    rows.push(
      ...(await unviewedPage(prisma, {
        userId,
        after: unviewedAfter,
        filter,
        limit: limit - rows.length,
      })),
    );
  }
  const ids = rows.map((row) => row.id);
  const [teams, kept] = await Promise.all([teamsOf(prisma, ids), projectsKeptOnRecord(prisma, ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    last_updated: row.updated_at.toISOString(),
    goal: row.goal,
    type: row.type ? projectTypeLabels[row.type] : null,
    team_members: teams.get(row.id) ?? [],
    is_owner: row.owner_id === userId,
    deletable: !kept.has(row.id),
    archived_at: row.archived_at?.toISOString() ?? null,
  }));
}
