import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { createRouter } from '../../platform/http/router.js';
import { isUuid } from '../projects/project-access.js';
import { projectAccess } from '../permissions/project-access-middleware.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import { createTask } from './create-task.js';
import { addTaskMessages, checkTaskForm, projectIdOf } from './task-form-checks.js';
import type { AddTaskForm } from './task-form-checks.js';
import { AREA, requireTaskPermission, taskNotFound, visibleTasks } from './task-access.js';
import { AttachmentStore } from './task-files.js';
import { dayOf, moveTask, setTimeline } from './task-board-changes.js';
import {
  addTaskRoute,
  boardRoute,
  downloadRoute,
  historyRoute,
  moveTaskRoute,
  taskDetailRoute,
  timelineRoute,
} from './task.routes.js';
import { boardCards, boardPage, taskDetail, taskHistory } from './task-views.js';

/** Content-Disposition for a sanitised name: a plain ASCII fallback and the exact UTF-8 name. */
const attachmentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export function taskRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const signedIn = requireSession(deps);
  const files = new AttachmentStore(deps.byteStore);

  const detailOrGone = async (taskId: string) => {
    const detail = await taskDetail(prisma, taskId, deps.now());
    if (!detail) throw taskNotFound();
    return detail;
  };

  const canAdd = projectAccess<{ out: { form: AddTaskForm } }>(deps, AREA, 'Edit', (c) =>
    projectIdOf(c.req.valid('form')),
  );
  const canView = projectAccess(deps, AREA, 'View');

  const router = createRouter<AuthEnv>();
  router.use('/add-task/', signedIn);
  router.use('/projects/:project_id/tasks/', signedIn);
  router.use('/tasks/*', signedIn);

  router.openapi({ ...addTaskRoute, middleware: [canAdd] as const }, async (c) => {
    const access = c.get('projectAccess');
    const task = await checkTaskForm(prisma, access, c.req.valid('form'));
    const taskId = await createTask(deps, access, access.userId, task);
    return c.json({ status: addTaskMessages.created, task: await detailOrGone(taskId) }, 201);
  });
  router.openapi({ ...boardRoute, middleware: [canView] as const }, async (c) => {
    const access = c.get('projectAccess');
    const page = await boardPage(
      prisma,
      visibleTasks(access, access.userId),
      deps.now(),
      c.req.valid('query'),
    );
    return c.json({ tasks: page.cards, next_after: page.nextAfter }, 200);
  });
  router.openapi(taskDetailRoute, async (c) => {
    const { task } = await requireTaskPermission(
      prisma,
      c.get('session').userId,
      c.req.valid('param').task_id,
      'View',
    );
    return c.json(await detailOrGone(task.id), 200);
  });
  router.openapi(historyRoute, async (c) => {
    const { task } = await requireTaskPermission(
      prisma,
      c.get('session').userId,
      c.req.valid('param').task_id,
      'View',
    );
    return c.json({ history: await taskHistory(prisma, task.id) }, 200);
  });
  router.openapi(downloadRoute, async (c) => {
    const { task_id: taskId, attachment_id: attachmentId } = c.req.valid('param');
    const { task } = await requireTaskPermission(prisma, c.get('session').userId, taskId, 'View');
    const file = isUuid(attachmentId)
      ? await prisma.taskAttachment.findFirst({ where: { id: attachmentId, taskId: task.id } })
      : null;
    const bytes = file && (await files.read(file.storageKey));
    if (!file || !bytes) throw new ApiError(404, 'File not found.');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': file.mimeType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': attachmentDisposition(file.name),
      'Cache-Control': 'private, no-store',
    });
  });
  router.openapi(moveTaskRoute, async (c) => {
    const { userId } = c.get('session');
    const { task, access } = await requireTaskPermission(
      prisma,
      userId,
      c.req.valid('param').task_id,
      'Edit',
    );
    const body = c.req.valid('json');
    await moveTask(deps, access, userId, task, body.status, body.position);
    return c.json({ tasks: await boardCards(prisma, visibleTasks(access, userId), deps.now()) }, 200);
  });
  router.openapi(timelineRoute, async (c) => {
    const { userId } = c.get('session');
    const { task } = await requireTaskPermission(prisma, userId, c.req.valid('param').task_id, 'Edit');
    const body = c.req.valid('json');
    await setTimeline(deps, userId, task, dayOf(body.start_date), dayOf(body.estimated_completion));
    return c.json(await detailOrGone(task.id), 200);
  });
  return router;
}
