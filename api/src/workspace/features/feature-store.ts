import { recordActivity } from '../events/record-activity.js';
import type { Prisma, PrismaClient, ProjectFeature } from '@platform/prisma';
import { ConflictError, NotFoundError, notFoundAs } from '../../platform/errors/domain-errors.js';
import { requireProjectPermission } from '../permissions/project-permission.js';
import type { PermissionLevel } from '@platform/contract';
import { isUuid } from '../projects/project-access.js';
import { featureProgress } from './feature-progress.js';
import { featureMessages } from './feature-rules.js';

/* The project's features as stored, and as the features page and the page assistant read them. */

export interface FeatureFields {
  name: string;
  shortDescription: string;
  specifications: string[];
  sprint: string | null;
}

export function featureWire(feature: ProjectFeature, progress: number) {
  return {
    feature_id: feature.id,
    feature_name: feature.name,
    feature_short_description: feature.shortDescription,
    feature_specification: feature.specifications,
    feature_progress: progress,
    feature_sprint: feature.sprint,
    date_created: feature.createdAt.toISOString(),
  };
}

export async function listFeatures(prisma: PrismaClient, projectId: string) {
  const features = await prisma.projectFeature.findMany({
    where: { projectId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const progress = await featureProgress(
    prisma,
    features.map((feature) => feature.id),
  );
  return features.map((feature) => featureWire(feature, progress.get(feature.id) ?? 0));
}

const duplicate = () =>
  new ConflictError(featureMessages.duplicate, { feature_name: featureMessages.duplicate });

/**
 * Runs `write` once no other feature of the project has `name` (any case). The project's row is locked
 * first, so parallel adds or renames to one name are decided one after the other: one wins, the others 409.
 */
async function withNameFree<T>(
  prisma: PrismaClient,
  projectId: string,
  name: string,
  write: (tx: Prisma.TransactionClient) => Promise<T>,
  except?: string,
): Promise<T> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT id FROM projects WHERE id = ${projectId}::uuid FOR UPDATE`;
    const same = await tx.projectFeature.findFirst({
      where: {
        projectId,
        name: { equals: name, mode: 'insensitive' },
        ...(except ? { id: { not: except } } : {}),
      },
      select: { id: true },
    });
    if (same) throw duplicate();
    return write(tx);
  });
}

export async function addFeature(
  prisma: PrismaClient,
  projectId: string,
  fields: FeatureFields,
  actorId: string,
) {
  const feature = await withNameFree(prisma, projectId, fields.name, async (tx) => {
    const created = await tx.projectFeature.create({ data: { projectId, ...fields } });
    await recordActivity(tx, {
      projectId,
      actorId,
      kind: 'feature.created',
      subjectId: created.id,
      summary: `added the feature ${created.name}`,
    });
    return created;
  });
  return featureWire(feature, 0);
}

export async function updateFeature(
  prisma: PrismaClient,
  feature: ProjectFeature,
  fields: FeatureFields,
  actorId: string,
) {
  const saved = await withNameFree(
    prisma,
    feature.projectId,
    fields.name,
    async (tx) => {
      const updated = await tx.projectFeature.update({ where: { id: feature.id }, data: fields });
      await recordActivity(tx, {
        projectId: feature.projectId,
        actorId,
        kind: 'feature.updated',
        subjectId: feature.id,
        summary: `changed the feature ${updated.name}`,
      });
      return updated;
    },
    feature.id,
  );
  const progress = await featureProgress(prisma, [saved.id]);
  return featureWire(saved, progress.get(saved.id) ?? 0);
}

/**
 * A feature of a project the caller holds `level` on in Project Overview & Scope. A missing feature and
 * one of a project the caller may not see get the same 404; a member short of the level, 403.
 */
export async function requireFeature(
  prisma: PrismaClient,
  userId: string,
  featureId: string,
  level: PermissionLevel,
): Promise<ProjectFeature> {
  const notFound = () => new NotFoundError(featureMessages.notFound);
  const feature = isUuid(featureId)
    ? await prisma.projectFeature.findUnique({ where: { id: featureId } })
    : null;
  if (!feature) throw notFound();
  await notFoundAs(
    requireProjectPermission(prisma, userId, feature.projectId, 'projectOverviewAndScope', level),
    notFound,
  );
  return feature;
}
