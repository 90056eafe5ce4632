import type { PrismaClient, ProjectFeature } from '@platform/prisma';
import { ConflictError, NotFoundError, notFoundAs } from '../errors/domain-errors.js';
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

async function refuseDuplicate(prisma: PrismaClient, projectId: string, name: string, except?: string) {
  const same = await prisma.projectFeature.findFirst({
    where: {
      projectId,
      name: { equals: name, mode: 'insensitive' },
      ...(except ? { id: { not: except } } : {}),
    },
    select: { id: true },
  });
  if (same) throw duplicate();
}

export async function addFeature(prisma: PrismaClient, projectId: string, fields: FeatureFields) {
  await refuseDuplicate(prisma, projectId, fields.name);
  const feature = await prisma.projectFeature.create({ data: { projectId, ...fields } });
  return featureWire(feature, 0);
}

export async function updateFeature(prisma: PrismaClient, feature: ProjectFeature, fields: FeatureFields) {
  await refuseDuplicate(prisma, feature.projectId, fields.name, feature.id);
  const saved = await prisma.projectFeature.update({ where: { id: feature.id }, data: fields });
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
