import { recordActivity } from '../events/record-activity.js';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { requireProjectPermission } from '../permissions/project-permission.js';
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
  const router = createRouter<AuthEnv>();
  router.use('/get-project-features/', signedIn);
  router.use('/add-feature/', signedIn);
  router.use('/features/*', signedIn);

  return router
    .openapi(listFeaturesRoute, async (c) => {
      const { userId } = c.get('session');
      const { project } = await requireProjectPermission(
        prisma,
        userId,
        c.req.valid('json').project_id,
        'projectOverviewAndScope',
        'View',
      );
      return c.json({ features: await listFeatures(prisma, project.id) }, 200);
    })
    .openapi(addFeatureRoute, async (c) => {
      const { userId } = c.get('session');
      const body = c.req.valid('json');
      const { project } = await requireProjectPermission(
        prisma,
        userId,
        body.project_id,
        'projectOverviewAndScope',
        'Edit',
      );
      const feature = await addFeature(prisma, project.id, newFeatureFields(body), userId);
      return c.json({ message: featureMessages.added, feature, error: null }, 201);
    })
    .openapi(editFeatureRoute, async (c) => {
      const { userId } = c.get('session');
      const feature = await requireFeature(prisma, userId, c.req.valid('param').feature_id, 'Edit');
      const saved = await updateFeature(prisma, feature, editedFeatureFields(c.req.valid('json')), userId);
      return c.json({ message: featureMessages.updated, feature: saved }, 200);
    })
    .openapi(deleteFeatureRoute, async (c) => {
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
}
