import { COMMENT_MESSAGES } from '../comments/comment-changes.js';
import type { Prisma, PrismaClient } from '@platform/prisma';
import { accessLabel, statusLabel } from '../files/file-labels.js';
import { downloadUrl } from '../files/file-views.js';
import { FILES_AREA, seenBy } from '../files/file-visibility.js';
import { linkedItem, linkedSelect } from '../files/linked-item.js';
import { includesLevel } from '@platform/contract';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { reviewStatusLabel, reviewTypeLabel, tabStatus } from './review-labels.js';
import type { ReviewTab } from './review-labels.js';
import { visibleReviews } from './review-visibility.js';

/* How reviews read on the list's cards and on the detail page's tabs. */

const nameSelect = { select: { id: true, firstName: true, lastName: true } } as const;
type Named = { id: string; firstName: string; lastName: string } | null;
const personOf = (user: Named) => (user ? { id: user.id, name: `${user.firstName} ${user.lastName}` } : null);

/*
 * A review shows and counts only the files its reader may see (a file hidden from them answers 404 on its
 * own, so the review must not name it either).
 */
const cardSelect = (filesSeen: Prisma.ProjectResourceWhereInput) =>
  ({
    id: true,
    name: true,
    deliverableType: true,
    type: true,
    status: true,
    round: true,
    createdAt: true,
    updatedAt: true,
    submittedBy: nameSelect,
    _count: { select: { files: { where: { resource: filesSeen } }, comments: true } },
    ...linkedSelect,
  }) as const satisfies Prisma.ReviewSelect;

type Card = Prisma.ReviewGetPayload<{ select: ReturnType<typeof cardSelect> }>;

const card = (row: Card, access: ProjectAccess) => ({
  id: row.id,
  name: row.name,
  deliverable_type: row.deliverableType,
  review_type: reviewTypeLabel[row.type],
  status: reviewStatusLabel[row.status],
  round: row.round,
  linked_to: linkedItem(row, access),
  submitted_by: personOf(row.submittedBy),
  file_count: row._count.files,
  comment_count: row._count.comments,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listReviews(
  prisma: PrismaClient,
  access: ProjectAccess,
  userId: string,
  filter: { tab: ReviewTab; featureId?: string | undefined },
) {
  const visible = {
    ...visibleReviews(access, userId),
    ...(filter.featureId ? { featureId: filter.featureId } : {}),
  };
  const status = tabStatus[filter.tab];
  const [rows, grouped] = await Promise.all([
    prisma.review.findMany({
      where: { ...visible, ...(status ? { status } : {}) },
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      take: 200,
      select: cardSelect(seenBy(access, userId)),
    }),
    prisma.review.groupBy({ by: ['status'], where: visible, _count: { _all: true } }),
  ]);
  const count = (key: keyof typeof reviewStatusLabel) =>
    grouped.find((group) => group.status === key)?._count._all ?? 0;
  return {
    reviews: rows.map((row) => card(row, access)),
    counts: {
      all: grouped.reduce((sum, group) => sum + group._count._all, 0),
      pending: count('REVIEW'),
      approved: count('APPROVED'),
      rejected: count('REJECTED'),
    },
  };
}

type Snapshot = { resourceId: string; version: number }[];
const snapshotOf = (json: Prisma.JsonValue | null): Snapshot =>
  Array.isArray(json) ? (json as Snapshot) : [];

export async function reviewDetail(
  prisma: PrismaClient,
  access: ProjectAccess,
  userId: string,
  reviewId: string,
) {
  const filesSeen = seenBy(access, userId);
  const row = await prisma.review.findUniqueOrThrow({
    where: { id: reviewId },
    select: {
      ...cardSelect(filesSeen),
      projectId: true,
      link: true,
      notes: true,
      entireTeam: true,
      submittedById: true,
      access: { select: { user: nameSelect } },
      files: {
        where: { resource: filesSeen },
        select: {
          version: true,
          resource: {
            select: {
              id: true,
              name: true,
              latestVersion: true,
              status: true,
              access: true,
              deletedAt: true,
              versions: {
                orderBy: { number: 'asc' },
                select: {
                  number: true,
                  fileName: true,
                  mimeType: true,
                  note: true,
                  createdAt: true,
                  uploadedBy: nameSelect,
                },
              },
            },
          },
        },
      },
      comments: {
        orderBy: { createdAt: 'asc' },
        select: {
          id: true,
          parentId: true,
          body: true,
          createdAt: true,
          deletedAt: true,
          author: nameSelect,
        },
      },
      events: {
        orderBy: { createdAt: 'asc' },
        select: { kind: true, round: true, reason: true, files: true, createdAt: true, actor: nameSelect },
      },
    },
  });
  const resources = new Map(row.files.map((file) => [file.resource.id, file.resource]));
  const submissions = row.events.filter((event) => event.kind === 'SUBMITTED');
  const changes = submissions.slice(1).flatMap((event, index) => {
    const before = new Map(
      snapshotOf(submissions[index]?.files ?? null).map((file) => [file.resourceId, file.version]),
    );
    return snapshotOf(event.files).flatMap((file) => {
      const resource = resources.get(file.resourceId);
      const from = before.get(file.resourceId) ?? 0;
      if (!resource || from === file.version) return [];
      return [
        {
          round: event.round,
          file: { id: resource.id, name: resource.name },
          from_version: from,
          to_version: file.version,
          versions: resource.versions
            .filter((version) => version.number > from && version.number <= file.version)
            .map((version) => ({
              number: version.number,
              file_name: version.fileName,
              note: version.note,
              uploaded_by: personOf(version.uploadedBy),
              created_at: version.createdAt.toISOString(),
            })),
        },
      ];
    });
  });
  const lastRejection = [...row.events].reverse().find((event) => event.kind === 'REJECTED');
  const level = access.levels[FILES_AREA];
  return {
    ...card(row, access),
    project_id: row.projectId,
    link: row.link,
    notes: row.notes,
    team_access: row.entireTeam ? ('Entire Team' as const) : ('Selected Members' as const),
    members: row.access.flatMap((entry) => personOf(entry.user) ?? []),
    files: row.files.map((file) => {
      const shown = file.resource.versions.find((version) => version.number === file.version);
      return {
        id: file.resource.id,
        name: file.resource.name,
        version: file.version,
        latest_version: file.resource.latestVersion,
        status: statusLabel(file.resource.status),
        access: accessLabel(file.resource.access),
        mime_type: shown?.mimeType ?? null,
        download_url: downloadUrl(file.resource.id, file.version),
        deleted_at: file.resource.deletedAt?.toISOString() ?? null,
      };
    }),
    comments: row.comments.map((comment) => ({
      id: comment.id,
      parent_id: comment.parentId,
      author: personOf(comment.author),
      body: comment.deletedAt ? COMMENT_MESSAGES.deletedText : comment.body,
      created_at: comment.createdAt.toISOString(),
    })),
    changes,
    history: row.events.map((event) => ({
      kind: event.kind.toLowerCase() as 'submitted' | 'approved' | 'rejected',
      round: event.round,
      actor: personOf(event.actor),
      reason: event.kind === 'REJECTED' ? event.reason : null,
      comment: event.kind === 'APPROVED' ? event.reason : null,
      created_at: event.createdAt.toISOString(),
    })),
    rejection_reason: row.status === 'REJECTED' ? (lastRejection?.reason ?? null) : null,
    can: {
      comment: includesLevel(level, 'Review'),
      decide: row.status === 'REVIEW' && includesLevel(level, 'Approve'),
      resubmit: row.status === 'REJECTED' && includesLevel(level, 'Edit'),
    },
  };
}
