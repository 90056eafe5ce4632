import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses, MessageSchema } from '../../platform/http/openapi-schemas.js';
import { createRouter } from '../../platform/http/router.js';
import { projectAccess } from '../permissions/project-access-middleware.js';
import { FileDetailSchema, FileParamsSchema, ProjectParamsSchema } from './file-schemas.js';
import { listTrash, moveToTrash, restoreFromTrash, trashMessages } from './file-trash.js';
import { fileDetail } from './file-views.js';
import { FILES_AREA, requireFilePermission } from './file-visibility.js';

/* Deleting a file to the project's trash, listing the trash, and restoring from it (Edit, as uploading). */

const tags = ['Files and resources'];

const TrashSchema = z
  .object({
    files: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        kind: z.enum(['Files', 'Links']),
        deleted_at: z.iso.datetime(),
        deleted_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
        removed_at: z.iso.datetime().openapi({ description: 'When the sweep removes it for good' }),
      }),
    ),
  })
  .openapi('FileTrash');

export function fileTrashRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const signedIn = requireSession(deps);
  const router = createRouter<AuthEnv>();
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/files/{file_id}/',
      tags,
      operationId: 'trashFile',
      summary: 'Move a file to the trash',
      description: 'Move a file or link to the trash, kept 30 days (Edit, as uploading).',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: FileParamsSchema },
      responses: {
        200: { description: 'In the trash', content: json(MessageSchema) },
        ...errorResponses(401, 403, 404, 409, 410),
      },
    }),
    async (c) => {
      const { userId } = c.get('session');
      const { file } = await requireFilePermission(prisma, userId, c.req.valid('param').file_id, 'Edit');
      await moveToTrash(prisma, file, userId, deps.now());
      return c.json({ message: trashMessages.deleted }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/files/{file_id}/restore/',
      tags,
      operationId: 'restoreFile',
      summary: 'Restore a file from the trash',
      description: 'Bring a file back from the trash as it was (Edit, as uploading).',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: FileParamsSchema },
      responses: {
        200: {
          description: 'Restored',
          content: json(z.object({ message: z.string(), file: FileDetailSchema })),
        },
        ...errorResponses(401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { userId } = c.get('session');
      const { file, access } = await requireFilePermission(
        prisma,
        userId,
        c.req.valid('param').file_id,
        'Edit',
        true,
      );
      await restoreFromTrash(prisma, file);
      return c.json(
        { message: trashMessages.restored, file: await fileDetail(prisma, access, file.id) },
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{project_id}/files/trash/',
      tags,
      operationId: 'listTrashedFiles',
      summary: "List the project's trash",
      description:
        "The project's trash: deleted files the caller may see, newest first, with when each goes.",
      security: bearerSecurity,
      middleware: [signedIn, projectAccess(deps, FILES_AREA, 'View')] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'The trash', content: json(TrashSchema) },
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const access = c.get('projectAccess');
      return c.json({ files: await listTrash(prisma, access, access.userId) }, 200);
    },
  );
  return router;
}
