import type { PrismaClient } from '@platform/prisma';
import { visibleFiles } from '../files/file-visibility.js';
import type { ProjectAccess } from '../permissions/project-permission.js';

/*
 * What was handed over: each milestone's accepted delivery (the review its latest delivery opened), with
 * the files at the version delivered. Only the files the caller may see (Files & Resources' own rule) and
 * not in the trash; a file deleted for good is simply no longer there.
 */

export interface DeliveredFile {
  resourceId: string;
  name: string;
  version: number;
  fileName: string;
  size: number;
  storageKey: string;
}

export interface MilestoneDelivery {
  milestoneId: string;
  link: string | null;
  notes: string;
  files: DeliveredFile[];
}

export async function deliveries(prisma: PrismaClient, access: ProjectAccess): Promise<MilestoneDelivery[]> {
  const milestones = await prisma.milestone.findMany({
    where: { projectId: access.project.id, reviewId: { not: null } },
    orderBy: { position: 'asc' },
    select: {
      id: true,
      review: {
        select: {
          link: true,
          notes: true,
          files: {
            where: { resource: visibleFiles(access, access.userId) },
            select: { version: true, resource: { select: { id: true, name: true, versions: true } } },
          },
        },
      },
    },
  });
  return milestones.map((milestone) => ({
    milestoneId: milestone.id,
    link: milestone.review?.link ?? null,
    notes: milestone.review?.notes ?? '',
    files: (milestone.review?.files ?? []).flatMap(({ version, resource }) => {
      const delivered = resource.versions.find((candidate) => candidate.number === version);
      return delivered
        ? [
            {
              resourceId: resource.id,
              name: resource.name,
              version,
              fileName: delivered.fileName,
              size: delivered.size,
              storageKey: delivered.storageKey,
            },
          ]
        : [];
    }),
  }));
}
