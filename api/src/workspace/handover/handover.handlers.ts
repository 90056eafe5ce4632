import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { FILES_AREA } from '../files/file-visibility.js';
import { zipBytes, zipStream } from '../../platform/archives/zip-archive.js';
import { keepDocument } from '../../platform/http/answer-cache.js';
import { createRouter } from '../../platform/http/router.js';
import { archiveFileName, deliverableEntries } from './deliverables-archive.js';
import { requireCompletedProject } from './handover-access.js';
import { projectAccess } from '../permissions/project-access-middleware.js';
import { HANDOVER_MESSAGES } from '@platform/contract';
import { handoverPending, handoverReport } from './handover-report.js';
import { handoverRouteDefinitions } from './handover.routes.js';
import { rateTeam } from './team-rating.js';

/**
 * A handover whose files come to at most this many bytes is zipped whole and kept like a read while
 * nothing changes (answer-cache.ts): two queries and a zip each time cost ~5 ms of the one thread. A larger
 * one is streamed as it is read, never whole in memory, and made again for each download.
 */
const KEPT_ZIP_BYTES = 1024 * 1024;

export function handoverRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = handoverRouteDefinitions(requireSession(deps), {
    viewScope: projectAccess(deps, 'projectOverviewAndScope', 'View'),
    viewFiles: projectAccess(deps, FILES_AREA, 'View'),
  });

  const router = createRouter<AuthEnv>();
  router.openapi(routes.report, async (c) => {
    const access = c.get('projectAccess');
    if (access.project.status !== 'COMPLETED') return c.json(await handoverPending(prisma, access), 200);
    return c.json(await handoverReport(prisma, access), 200);
  });
  router.openapi(routes.deliverables, async (c) => {
    const access = requireCompletedProject(c.get('projectAccess'));
    const { entries, bytes } = await deliverableEntries(prisma, deps.byteStore, access);
    const headers = {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${archiveFileName(access.project)}"`,
      'Cache-Control': 'private, no-store',
    };
    if (bytes > KEPT_ZIP_BYTES) return c.body(zipStream(entries), 200, headers);
    keepDocument(c);
    return c.body(new Uint8Array(await zipBytes(entries)), 200, headers);
  });
  router.openapi(routes.rate, async (c) => {
    const access = requireCompletedProject(c.get('projectAccess'));
    await rateTeam(prisma, access, c.req.valid('json'), deps.now());
    return c.json({ message: HANDOVER_MESSAGES.rated }, 201);
  });
  return router;
}
