import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { requireProjectPermission } from '../permissions/project-permission.js';
import { briefWire, editedContent } from './brief-schemas.js';
import { sectionLabels } from './brief-sections.js';
import type { BriefSection } from './brief-sections.js';
import { generateBrief, readBrief, saveBrief } from './brief-store.js';
import { briefHistoryRoute, editBriefRoute, generateBriefRoute, getBriefRoute } from './brief.routes.js';

export const briefGeneratedMessage = 'Project Brief: Setup complete';

export function briefRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const signedIn = requireSession(deps);
  const router = createRouter<AuthEnv>();
  router.use('/get_project_brief/', signedIn);
  router.use('/generate_project_brief/', signedIn);
  router.use('/edit-project-brief/', signedIn);
  router.use('/projects/:project_id/brief-history/', signedIn);

  return router
    .openapi(getBriefRoute, async (c) => {
      const { userId } = c.get('session');
      const { project_id } = c.req.valid('query');
      const { project } = await requireProjectPermission(
        prisma,
        userId,
        project_id,
        'projectOverviewAndScope',
        'View',
      );
      const brief = await readBrief(prisma, project.id);
      return c.json({ brief: brief ? briefWire(project.name, brief) : null }, 200);
    })
    .openapi(generateBriefRoute, async (c) => {
      const { userId } = c.get('session');
      const { project_id } = c.req.valid('json');
      const { project } = await requireProjectPermission(
        prisma,
        userId,
        project_id,
        'projectOverviewAndScope',
        'Edit',
      );
      const brief = await generateBrief(prisma, project);
      return c.json({ brief: briefWire(project.name, brief), page_message: briefGeneratedMessage }, 200);
    })
    .openapi(editBriefRoute, async (c) => {
      const { userId } = c.get('session');
      const body = c.req.valid('json');
      const { project } = await requireProjectPermission(
        prisma,
        userId,
        body.project_id,
        'projectOverviewAndScope',
        'Edit',
      );
      const saved = await saveBrief(prisma, project.id, userId, editedContent(body), 'edit');
      return c.json({ updated_data: briefWire(project.name, saved) }, 200);
    })
    .openapi(briefHistoryRoute, async (c) => {
      const { userId } = c.get('session');
      const { project } = await requireProjectPermission(
        prisma,
        userId,
        c.req.valid('param').project_id,
        'projectOverviewAndScope',
        'View',
      );
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
}
