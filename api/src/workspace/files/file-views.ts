import type { Prisma, PrismaClient } from '@platform/prisma';
import { InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { pageOf } from '../../platform/http/keyset-page.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { includesLevel } from '@platform/contract';
import { accessLabel, kindOfTab, statusLabel, tabOfKind } from './file-labels.js';
import type { FileTab } from './file-labels.js';
import { previewable } from './file-kinds.js';
import { FILES_AREA, visibleFiles } from './file-visibility.js';
import { linkedItem, linkedSelect } from './linked-item.js';

/* How files read in the table and on the detail page. */

const nameSelect = { select: { id: true, firstName: true, lastName: true } } as const;
const personOf = (user: { id: string; firstName: string; lastName: string } | null) =>
  user ? { id: user.id, name: `${user.firstName} ${user.lastName}` } : null;

const rowSelect = {
  id: true,
  kind: true,
  name: true,
  url: true,
  latestVersion: true,
  access: true,
  status: true,
  updatedAt: true,
  owner: nameSelect,
  versions: { orderBy: { number: 'desc' }, take: 1, select: { mimeType: true, size: true } },
  ...linkedSelect,
} as const satisfies Prisma.ProjectResourceSelect;

type Row = Prisma.ProjectResourceGetPayload<{ select: typeof rowSelect }>;

function fileRow(row: Row, access: ProjectAccess) {
  const latest = row.versions[0];
  return {
    id: row.id,
    kind: tabOfKind(row.kind),
    name: row.name,
    url: row.url,
    linked_to: linkedItem(row, access),
    version: row.latestVersion,
    owner: personOf(row.owner),
    access: accessLabel(row.access),
    last_updated: row.updatedAt.toISOString(),
    status: statusLabel(row.status),
    mime_type: latest?.mimeType ?? null,
    size: latest?.size ?? null,
  };
}

const contains = (word: string) => ({ contains: word, mode: 'insensitive' as const });

/** Every word must appear in the name, the link, the owner's name or the linked feature's name. */
function matching(search: string | undefined): Prisma.ProjectResourceWhereInput[] {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map((word) => ({
    OR: [
      { name: contains(word) },
      { url: contains(word) },
      { owner: { OR: [{ firstName: contains(word) }, { lastName: contains(word) }] } },
      { feature: { name: contains(word) } },
      { task: { name: contains(word) } },
    ],
  }));
}

/** The most rows a table answers without `limit` (the list before pages had the same cap). */
const WHOLE_TABLE = 500;

/**
 * The table: the files the caller may see, in one tab (or all), last updated first; a page of `limit` rows
 * after the file `after` (docs/decisions.md, issue #33), with the id to continue after.
 */
export async function listFiles(
  prisma: PrismaClient,
  access: ProjectAccess,
  userId: string,
  query: { tab?: FileTab; search?: string; after?: string; limit?: number },
) {
  const where: Prisma.ProjectResourceWhereInput = {
    AND: [
      visibleFiles(access, userId),
      ...(query.tab ? [{ kind: kindOfTab(query.tab) }] : []),
      ...matching(query.search),
    ],
  };
  const from = query.after
    ? await prisma.projectResource.findFirst({
        where: { AND: [where, { id: query.after }] },
        select: { id: true, updatedAt: true },
      })
    : null;
  if (query.after && !from) throw new InvalidFieldError('after', 'No such file in this list.');
  const limit = query.limit ?? WHOLE_TABLE;
  const rows = await prisma.projectResource.findMany({
    where: from
      ? {
          AND: [
            where,
            {
              OR: [{ updatedAt: { lt: from.updatedAt } }, { updatedAt: from.updatedAt, id: { lt: from.id } }],
            },
          ],
        }
      : where,
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
    select: rowSelect,
  });
  const page = pageOf(rows, limit);
  return { files: page.rows.map((row) => fileRow(row, access)), next_after: page.nextAfter };
}

export const downloadUrl = (fileId: string, version: number) =>
  `/api/files/${fileId}/download/?version=${version}`;

/** The detail page: the row, every version newest first, the people picked, and what the caller may do. */
export async function fileDetail(prisma: PrismaClient, access: ProjectAccess, fileId: string) {
  const row = await prisma.projectResource.findUniqueOrThrow({
    where: { id: fileId },
    select: {
      ...rowSelect,
      projectId: true,
      createdAt: true,
      grants: { select: { user: nameSelect } },
      versions: {
        orderBy: { number: 'desc' },
        select: {
          number: true,
          fileName: true,
          mimeType: true,
          size: true,
          note: true,
          createdAt: true,
          uploadedBy: nameSelect,
        },
      },
    },
  });
  const level = access.levels[FILES_AREA];
  return {
    ...fileRow(row, access),
    project_id: row.projectId,
    created_at: row.createdAt.toISOString(),
    allowed_users: row.grants.flatMap((grant) => personOf(grant.user) ?? []),
    versions: row.versions.map((version) => ({
      number: version.number,
      file_name: version.fileName,
      mime_type: version.mimeType,
      size: version.size,
      note: version.note,
      uploaded_by: personOf(version.uploadedBy),
      created_at: version.createdAt.toISOString(),
      download_url: downloadUrl(row.id, version.number),
    })),
    previewable: previewable(row.versions[0]?.mimeType ?? ''),
    can: { edit: includesLevel(level, 'Edit'), approve: includesLevel(level, 'Approve') },
  };
}
