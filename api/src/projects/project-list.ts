import { Prisma } from '@platform/db';
import type { PrismaClient, ProjectStatus, ProjectType } from '@platform/db';
import { z } from 'zod';

/** The type texts of the spec's project list. */
export const projectTypeLabels = {
  DESIGN: 'Design project',
  DEVELOPMENT: 'Development project',
  DESIGN_AND_DEVELOPMENT: 'Design and Development project',
} as const satisfies Record<ProjectType, string>;

/** One item of `GET /api/all_projects/`; status is the enum text, which the front end shows with spaces. */
export interface ProjectListItem {
  id: string;
  name: string;
  status: ProjectStatus;
  last_updated: string;
  goal: string | null;
  type: (typeof projectTypeLabels)[ProjectType];
}

/** Where a page ended, in the list's sort order: last view (never-viewed last), last update, id. */
const CursorSchema = z.object({
  viewedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
  id: z.uuid(),
});
export type Cursor = z.infer<typeof CursorSchema>;

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeCursor(value: string): Cursor | null {
  try {
    const parsed = CursorSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface Row {
  id: string;
  name: string;
  status: ProjectStatus;
  type: ProjectType;
  goal: string | null;
  updated_at: Date;
  viewed_at: Date | null;
}

/** Rows after the cursor, in list order (keyset paging, so pages stay stable while projects change). */
function after(cursor: Cursor | null): Prisma.Sql {
  if (!cursor) return Prisma.empty;
  const updatedAfter = Prisma.sql`(p.updated_at, p.id) < (${cursor.updatedAt}::timestamptz, ${cursor.id}::uuid)`;
  if (cursor.viewedAt === null) return Prisma.sql`AND v.viewed_at IS NULL AND ${updatedAfter}`;
  const viewedAt = Prisma.sql`${cursor.viewedAt}::timestamptz`;
  return Prisma.sql`AND (v.viewed_at < ${viewedAt} OR (v.viewed_at = ${viewedAt} AND ${updatedAfter}) OR v.viewed_at IS NULL)`;
}

/**
 * One page of the user's projects, most recently viewed by them first, then the never-viewed ones by
 * last update. `nextCursor` is null on the last page.
 */
export async function listProjects(
  prisma: PrismaClient,
  userId: string,
  page: { cursor: Cursor | null; limit: number },
): Promise<{ items: ProjectListItem[]; nextCursor: string | null }> {
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT p.id::text AS id, p.name, p.status::text AS status, p.type::text AS type, p.goal, p.updated_at, v.viewed_at
    FROM projects p
    LEFT JOIN project_views v ON v.project_id = p.id AND v.user_id = ${userId}::uuid
    WHERE p.owner_id = ${userId}::uuid ${after(page.cursor)}
    ORDER BY v.viewed_at DESC NULLS LAST, p.updated_at DESC, p.id DESC
    LIMIT ${page.limit + 1}`;
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      last_updated: row.updated_at.toISOString(),
      goal: row.goal,
      type: projectTypeLabels[row.type],
    })),
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor({
            viewedAt: last.viewed_at?.toISOString() ?? null,
            updatedAt: last.updated_at.toISOString(),
            id: last.id,
          })
        : null,
  };
}
