import { Prisma } from '@platform/prisma';
import type { PrismaClient } from '@platform/prisma';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { workspacePath } from '../projects/workspace-path.js';

/*
 * Recent Updates: the project's activity feed, read from the same append-only table the live stream sends
 * (each row only for the people it was recorded for), newest first, by subject, a page at a time.
 */

export const RECENT_UPDATE_SUBJECTS = [
  'task',
  'feature',
  'file',
  'review',
  'meeting',
  'member',
  'brief',
  'milestone',
  'project',
] as const;
export type RecentUpdateSubject = (typeof RECENT_UPDATE_SUBJECTS)[number];

export const RECENT_UPDATES_PAGE = 30;

/** Where the change can be seen in the workspace. */
function linkOf(root: string, kind: string, subjectType: string, subjectId: string): string {
  switch (subjectType) {
    case 'task':
      return `${root}/task-details?task=${subjectId}`;
    case 'file':
      return `${root}/files-and-resources`;
    case 'review':
      return `${root}/reviewandapproval?review=${subjectId}`;
    case 'meeting':
      return `${root}/meetings`;
    case 'member':
      return `${root}/project-team`;
    case 'feature':
      return `${root}/project-features`;
    case 'brief':
    case 'page-chat':
      return `${root}/project-brief`;
    case 'milestone':
      return `${root}/timeline-and-milestones`;
    case 'project':
      // The contract's news is on its page, the first payment's on the onboarding, a completed project's on
      // its handover page.
      if (kind === 'project.contract-signed') return `${root}/contract-and-payment`;
      if (kind === 'project.first-payment') return `${root}/onboarding`;
      return kind === 'project.completed' ? `${root}/handover` : root;
    default:
      return root;
  }
}

interface ActivityRow {
  id: bigint;
  kind: string;
  subjectType: string;
  subjectId: string;
  summary: string;
  createdAt: Date;
}

export async function recentUpdates(
  prisma: PrismaClient,
  access: ProjectAccess,
  query: {
    subject?: RecentUpdateSubject | undefined;
    before?: string | undefined;
    /** Leaves out the questions put to the page assistant: they are news to follow, not changes. */
    changesOnly?: boolean;
  },
) {
  // The project's key is matched as a one-element array, so that PostgreSQL reads the page from the
  // (project_id, id) index newest first. With a plain equality it drops the project from the order and, for a
  // project holding a tenth of the table, walks the whole table backwards by id instead: 1.5 s, not 0.1 ms,
  // on the bench's million rows (docs/decisions.md).
  const rows = await prisma.$queryRaw<ActivityRow[]>`
    SELECT id, kind, subject_type AS "subjectType", subject_id AS "subjectId", summary, created_at AS "createdAt"
    FROM activity
    WHERE project_id = ANY (${[access.project.id]}::uuid[]) AND audience @> ARRAY[${access.userId}::uuid]
      ${query.subject ? Prisma.sql`AND subject_type = ${query.subject}` : Prisma.empty}
      ${query.changesOnly ? Prisma.sql`AND subject_type <> 'page-chat'` : Prisma.empty}
      ${query.before ? Prisma.sql`AND id < ${BigInt(query.before)}` : Prisma.empty}
    ORDER BY project_id DESC, id DESC
    LIMIT ${RECENT_UPDATES_PAGE + 1}`;
  const root = workspacePath(access.project);
  const shown = rows.slice(0, RECENT_UPDATES_PAGE);
  return {
    // A deletion or removal is shown, but leads nowhere.
    updates: shown.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      subject: row.subjectType,
      summary: row.summary,
      at: row.createdAt.toISOString(),
      link:
        row.kind.endsWith('.deleted') || row.kind.endsWith('.removed')
          ? null
          : linkOf(root, row.kind, row.subjectType, row.subjectId),
    })),
    next_before: rows.length > RECENT_UPDATES_PAGE ? (shown.at(-1)?.id.toString() ?? null) : null,
  };
}
