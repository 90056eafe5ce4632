import type { Prisma, PrismaClient } from '@platform/prisma';
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

/** The table: the files the caller may see, in one tab (or all), last updated first. */
export async function listFiles(
  prisma: PrismaClient,
  access: ProjectAccess,
  userId: string,
  query: { tab?: FileTab; search?: string },
) {
  const rows = await prisma.projectResource.findMany({
    where: {
      AND: [
        visibleFiles(access, userId),
        ...(query.tab ? [{ kind: kindOfTab(query.tab) }] : []),
        ...matching(query.search),
      ],
    },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    take: 500,
    select: rowSelect,
  });
  return rows.map((row) => fileRow(row, access));
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
