import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import {
  projectAccess,
  projectIdInJson,
  projectIdInQuery,
} from '../permissions/project-access-middleware.js';
import { briefWire, editedContent } from './brief-schemas.js';
import { sectionLabels } from './brief-sections.js';
import type { BriefSection } from './brief-sections.js';
import { generateBrief, readBrief, saveBrief } from './brief-store.js';
import { briefHistoryRoute, editBriefRoute, generateBriefRoute, getBriefRoute } from './brief.routes.js';

export const briefGeneratedMessage = 'Project Brief: Setup complete';

export function briefRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const signedIn = requireSession(deps);
  const area = 'projectOverviewAndScope';
  const canView = projectAccess(deps, area, 'View');
  const canRead = projectAccess(deps, area, 'View', projectIdInQuery);
  const canEdit = projectAccess(deps, area, 'Edit', projectIdInJson);
  const router = createRouter<AuthEnv>();
  router.use('/get_project_brief/', signedIn);
  router.use('/generate_project_brief/', signedIn);
  router.use('/edit-project-brief/', signedIn);
  router.use('/projects/:project_id/brief-history/', signedIn);

  router.openapi({ ...getBriefRoute, middleware: [canRead] as const }, async (c) => {
    const { project } = c.get('projectAccess');
    const brief = await readBrief(prisma, project.id);
    return c.json({ brief: brief ? briefWire(project.name, brief) : null }, 200);
  });
  router.openapi(
    { ...generateBriefRoute, middleware: [...generateBriefRoute.middleware, canEdit] as const },
    async (c) => {
      const { project } = c.get('projectAccess');
      const brief = await generateBrief(prisma, project);
      return c.json({ brief: briefWire(project.name, brief), page_message: briefGeneratedMessage }, 200);
    },
  );
  router.openapi(
    { ...editBriefRoute, middleware: [...editBriefRoute.middleware, canEdit] as const },
    async (c) => {
      const { project, userId } = c.get('projectAccess');
      const saved = await saveBrief(prisma, project.id, userId, editedContent(c.req.valid('json')), 'edit');
      return c.json({ updated_data: briefWire(project.name, saved) }, 200);
    },
  );
  router.openapi({ ...briefHistoryRoute, middleware: [canView] as const }, async (c) => {
    const { project } = c.get('projectAccess');
    const versions = await prisma.projectBriefVersion.findMany({
      where: { projectId: project.id },
      orderBy: { version: 'desc' },
      include: { editedBy: { select: { id: true, firstName: true, lastName: true } } },
    });
    return c.json(
      {
        versions: versions.map((version) => ({
          version: version.version,
          source: version.source === 'assistant' ? ('assistant' as const) : ('edit' as const),
          edited_by: version.editedBy
            ? {
                id: version.editedBy.id,
                name: `${version.editedBy.firstName} ${version.editedBy.lastName}`,
              }
            : null,
          created_at: version.createdAt.toISOString(),
          changed_sections: version.changedSections.map(
            (section) => sectionLabels[section as BriefSection] ?? section,
          ),
          overview: version.overview,
          objectives: version.objectives,
          key_deliverables: version.keyDeliverables,
          target_audience: version.targetAudience,
        })),
      },
      200,
    );
  });
  return router;
}
