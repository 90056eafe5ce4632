import { recordActivity } from '../events/record-activity.js';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { projectAccess, projectIdInJson } from '../permissions/project-access-middleware.js';
import { featureMessages } from './feature-rules.js';
import { editedFeatureFields, newFeatureFields } from './feature-schemas.js';
import { addFeature, listFeatures, requireFeature, updateFeature } from './feature-store.js';
import {
  addFeatureRoute,
  deleteFeatureRoute,
  editFeatureRoute,
  listFeaturesRoute,
} from './feature.routes.js';

export function featureRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const signedIn = requireSession(deps);
  const canView = projectAccess(deps, 'projectOverviewAndScope', 'View', projectIdInJson);
  const canEdit = projectAccess(deps, 'projectOverviewAndScope', 'Edit', projectIdInJson);
  const router = createRouter<AuthEnv>();
  router.use('/get-project-features/', signedIn);
  router.use('/add-feature/', signedIn);
  router.use('/features/*', signedIn);

  router.openapi(
    { ...listFeaturesRoute, middleware: [...listFeaturesRoute.middleware, canView] as const },
    async (c) => {
      const { project } = c.get('projectAccess');
      return c.json({ features: await listFeatures(prisma, project.id) }, 200);
    },
  );
  router.openapi(
    { ...addFeatureRoute, middleware: [...addFeatureRoute.middleware, canEdit] as const },
    async (c) => {
      const { project, userId } = c.get('projectAccess');
      const fields = newFeatureFields(c.req.valid('json'));
      const feature = await addFeature(prisma, project.id, fields, userId);
      return c.json({ message: featureMessages.added, feature, error: null }, 201);
    },
  );
  router.openapi(editFeatureRoute, async (c) => {
    const { userId } = c.get('session');
    const feature = await requireFeature(prisma, userId, c.req.valid('param').feature_id, 'Edit');
    const saved = await updateFeature(prisma, feature, editedFeatureFields(c.req.valid('json')), userId);
    return c.json({ message: featureMessages.updated, feature: saved }, 200);
  });
  router.openapi(deleteFeatureRoute, async (c) => {
    const { userId } = c.get('session');
    const feature = await requireFeature(prisma, userId, c.req.valid('param').feature_id, 'Edit');
    await prisma.$transaction(async (tx) => {
      await recordActivity(tx, {
        projectId: feature.projectId,
        actorId: userId,
        kind: 'feature.deleted',
        subjectId: feature.id,
        summary: `deleted the feature ${feature.name}`,
      });
      await tx.projectFeature.delete({ where: { id: feature.id } });
    });
    return c.json({ message: featureMessages.deleted }, 200);
  });
  return router;
}
