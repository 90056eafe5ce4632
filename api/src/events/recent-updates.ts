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
      // A completed project's news is on its handover page.
      return kind !== 'project.updated' ? `${root}/handover` : root;
    default:
      return root;
  }
}

export async function recentUpdates(
  prisma: PrismaClient,
  access: ProjectAccess,
  query: { subject?: RecentUpdateSubject | undefined; before?: string | undefined },
) {
  const rows = await prisma.activity.findMany({
    where: {
      projectId: access.project.id,
      audience: { has: access.userId },
      ...(query.subject ? { subjectType: query.subject } : {}),
      ...(query.before ? { id: { lt: BigInt(query.before) } } : {}),
    },
    orderBy: { id: 'desc' },
    take: RECENT_UPDATES_PAGE + 1,
  });
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
