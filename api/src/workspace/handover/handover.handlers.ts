import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { FILES_AREA } from '../files/file-visibility.js';
import { zipStream } from '../../platform/archives/zip-archive.js';
import { createRouter } from '../../platform/http/router.js';
import { archiveFileName, deliverableEntries } from './deliverables-archive.js';
import { requireCompletedProject } from './handover-access.js';
import { projectAccess } from '../permissions/project-access-middleware.js';
import { HANDOVER_MESSAGES } from '@platform/contract';
import { handoverReport } from './handover-report.js';
import { handoverRouteDefinitions } from './handover.routes.js';
import { rateTeam } from './team-rating.js';

export function handoverRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = handoverRouteDefinitions(requireSession(deps), {
    viewScope: projectAccess(deps, 'projectOverviewAndScope', 'View'),
    viewFiles: projectAccess(deps, FILES_AREA, 'View'),
  });

  return createRouter<AuthEnv>()
    .openapi(routes.report, async (c) => {
      const access = requireCompletedProject(c.get('projectAccess'));
      return c.json(await handoverReport(prisma, access), 200);
    })
    .openapi(routes.deliverables, async (c) => {
      const access = requireCompletedProject(c.get('projectAccess'));
      const entries = await deliverableEntries(prisma, deps.byteStore, access);
      return c.body(zipStream(entries), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${archiveFileName(access.project)}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .openapi(routes.rate, async (c) => {
      const access = requireCompletedProject(c.get('projectAccess'));
      await rateTeam(prisma, access, c.req.valid('json'), deps.now());
      return c.json({ message: HANDOVER_MESSAGES.rated }, 201);
    });
}
