import { recordActivity } from '../events/record-activity.js';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import { onShelf } from '../../platform/byte-store/byte-store.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { createRouter } from '../../platform/http/router.js';
import { projectAccess } from '../permissions/project-access-middleware.js';
import {
  addLink,
  addVersion,
  changeFile,
  checkUpload,
  fileMessages,
  parseIdList,
  uploadFile,
} from './file-changes.js';
import { previewable } from './file-kinds.js';
import { fileDetail, listFiles } from './file-views.js';
import { FILES_AREA, fileNotFound, requireFilePermission } from './file-visibility.js';
import { fileRouteDefinitions } from './files.routes.js';

/** Content-Disposition for a sanitised name: a plain ASCII fallback and the exact UTF-8 name. */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export function fileRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const storage = onShelf(deps.byteStore, 'project-files');
  const routes = fileRouteDefinitions(requireSession(deps), {
    view: projectAccess(deps, FILES_AREA, 'View'),
    edit: projectAccess(deps, FILES_AREA, 'Edit'),
  });

  const router = createRouter<AuthEnv>();
  router.openapi(routes.list, async (c) => {
    const access = c.get('projectAccess');
    const { userId } = access;
    return c.json(await listFiles(prisma, access, userId, c.req.valid('query')), 200);
  });
  router.openapi(routes.upload, async (c) => {
    const access = c.get('projectAccess');
    const { userId } = access;
    const form = c.req.valid('form');
    const upload = await checkUpload(form.file);
    const fileId = await uploadFile({ prisma, storage, access, userId }, upload, {
      ...form,
      allowed_users: parseIdList(form.allowed_users),
    });
    return c.json({ message: fileMessages.uploaded, file: await fileDetail(prisma, access, fileId) }, 201);
  });
  router.openapi(routes.addLink, async (c) => {
    const access = c.get('projectAccess');
    const { userId } = access;
    const linkId = await addLink({ prisma, access, userId }, c.req.valid('json'));
    return c.json({ message: fileMessages.linkAdded, file: await fileDetail(prisma, access, linkId) }, 201);
  });
  router.openapi(routes.detail, async (c) => {
    const { userId } = c.get('session');
    const { file, access } = await requireFilePermission(
      prisma,
      userId,
      c.req.valid('param').file_id,
      'View',
    );
    return c.json(await fileDetail(prisma, access, file.id), 200);
  });
  router.openapi(routes.change, async (c) => {
    const { userId } = c.get('session');
    const { file, access } = await requireFilePermission(
      prisma,
      userId,
      c.req.valid('param').file_id,
      'Edit',
    );
    await changeFile({ prisma, access, userId }, file, c.req.valid('json'));
    return c.json({ message: fileMessages.saved, file: await fileDetail(prisma, access, file.id) }, 200);
  });
  router.openapi(routes.addVersion, async (c) => {
    const { userId } = c.get('session');
    const { file, access } = await requireFilePermission(
      prisma,
      userId,
      c.req.valid('param').file_id,
      'Edit',
    );
    if (file.kind === 'LINK') throw new ApiError(422, fileMessages.notAFile);
    const form = c.req.valid('form');
    const upload = await checkUpload(form.file);
    await addVersion({ prisma, storage, userId }, file.id, upload, form.note);
    return c.json(
      { message: fileMessages.versionAdded, file: await fileDetail(prisma, access, file.id) },
      201,
    );
  });
  router.openapi(routes.approve, async (c) => {
    const { userId } = c.get('session');
    const { file, access } = await requireFilePermission(
      prisma,
      userId,
      c.req.valid('param').file_id,
      'Approve',
    );
    await prisma.$transaction(async (tx) => {
      await tx.projectResource.update({ where: { id: file.id }, data: { status: 'APPROVED' } });
      await recordActivity(tx, {
        projectId: file.projectId,
        actorId: userId,
        kind: 'file.approved',
        subjectId: file.id,
        summary: `approved ${file.name}`,
      });
    });
    return c.json({ message: fileMessages.approved, file: await fileDetail(prisma, access, file.id) }, 200);
  });
  router.openapi(routes.download, async (c) => {
    const { userId } = c.get('session');
    const { file } = await requireFilePermission(prisma, userId, c.req.valid('param').file_id, 'View');
    const query = c.req.valid('query');
    const version = await prisma.resourceVersion.findUnique({
      where: {
        resourceId_number: { resourceId: file.id, number: Number(query.version ?? file.latestVersion) },
      },
    });
    const bytes = version ? await storage.get(version.storageKey) : null;
    if (!version || !bytes) throw fileNotFound();
    const inline = query.inline === '1' && previewable(version.mimeType);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': version.mimeType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': disposition(inline ? 'inline' : 'attachment', version.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return router;
}
