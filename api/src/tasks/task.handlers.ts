import { requireSession } from '../auth/bearer-auth.js';
import type { AuthEnv } from '../auth/bearer-auth.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { createRouter } from '../http/router.js';
import { isUuid } from '../projects/project-access.js';
import { includesLevel, TASK_FORM_MESSAGES } from '@platform/contract';
import { permissionDenied, requireProjectPermission } from '../permissions/project-permission.js';
import { createTask } from './create-task.js';
import { addTaskMessages, checkTaskForm, projectIdOf } from './task-form-checks.js';
import { AREA, requireTaskPermission, taskNotFound, visibleTasks } from './task-access.js';
import { AttachmentStore } from './task-files.js';
import { dayInWords, recordHistory } from './task-history.js';
import { signedOffStatuses, statusLabel, statusOf } from './task-labels.js';
import { lockBoard, placeTask } from './task-positions.js';
import {
  addTaskRoute,
  boardRoute,
  downloadRoute,
  historyRoute,
  moveTaskRoute,
  taskDetailRoute,
  timelineRoute,
} from './task.routes.js';
import { boardCards, taskDetail, taskHistory } from './task-views.js';

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

  const router = createRouter<AuthEnv>();
  router.use('/add-task/', signedIn);
  router.use('/projects/:project_id/tasks/', signedIn);
  router.use('/tasks/*', signedIn);

  return router
    .openapi(addTaskRoute, async (c) => {
      const { userId } = c.get('session');
      const form = c.req.valid('form');
      const access = await requireProjectPermission(prisma, userId, projectIdOf(form), AREA, 'Edit');
      const task = await checkTaskForm(prisma, access, form);
      const taskId = await createTask(deps, access, userId, task);
      return c.json({ status: addTaskMessages.created, task: await detailOrGone(taskId) }, 201);
    })
    .openapi(boardRoute, async (c) => {
      const { userId } = c.get('session');
      const access = await requireProjectPermission(
        prisma,
        userId,
        c.req.valid('param').project_id,
        AREA,
        'View',
      );
      return c.json({ tasks: await boardCards(prisma, visibleTasks(access, userId), deps.now()) }, 200);
    })
    .openapi(taskDetailRoute, async (c) => {
      const { task } = await requireTaskPermission(
        prisma,
        c.get('session').userId,
        c.req.valid('param').task_id,
        'View',
      );
      return c.json(await detailOrGone(task.id), 200);
    })
    .openapi(historyRoute, async (c) => {
      const { task } = await requireTaskPermission(
        prisma,
        c.get('session').userId,
        c.req.valid('param').task_id,
        'View',
      );
      return c.json({ history: await taskHistory(prisma, task.id) }, 200);
    })
    .openapi(downloadRoute, async (c) => {
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
    })
    .openapi(moveTaskRoute, async (c) => {
      const { userId } = c.get('session');
      const { task, access } = await requireTaskPermission(
        prisma,
        userId,
        c.req.valid('param').task_id,
        'Edit',
      );
      const body = c.req.valid('json');
      const status = statusOf[body.status];
      const signOff = [status, task.status].some((column) => signedOffStatuses.includes(column));
      if (status !== task.status && signOff && !includesLevel(access.levels[AREA], 'Approve')) {
        throw permissionDenied(AREA, 'Approve');
      }
      await prisma.$transaction(async (tx) => {
        await lockBoard(tx, task.projectId);
        const current = await tx.task.findUniqueOrThrow({ where: { id: task.id } });
        const placed = await placeTask(tx, current, status, body.position);
        await tx.task.update({ where: { id: task.id }, data: { version: { increment: 1 } } });
        const from = statusLabel[current.status];
        const to = statusLabel[status];
        const text =
          current.status !== status
            ? `moved it from ${from} to ${to}`
            : placed !== current.position
              ? `moved it to place ${placed + 1} in ${to}`
              : null;
        if (text) await recordHistory(tx, task.id, userId, [{ kind: 'moved', text }], deps.now());
      });
      return c.json({ tasks: await boardCards(prisma, visibleTasks(access, userId), deps.now()) }, 200);
    })
    .openapi(timelineRoute, async (c) => {
      const { userId } = c.get('session');
      const { task } = await requireTaskPermission(prisma, userId, c.req.valid('param').task_id, 'Edit');
      const body = c.req.valid('json');
      const start = body.start_date ? new Date(`${body.start_date}T00:00:00Z`) : null;
      const due = body.estimated_completion ? new Date(`${body.estimated_completion}T00:00:00Z`) : null;
      if (start && due && due < start) {
        const message = TASK_FORM_MESSAGES.timelineOrder;
        throw new ApiError(422, message, { errors: { estimated_completion: message } });
      }
      const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
      if (!same(start, task.startDate) || !same(due, task.estimatedCompletion)) {
        await prisma.$transaction(async (tx) => {
          await tx.task.update({
            where: { id: task.id },
            data: { startDate: start, estimatedCompletion: due, version: { increment: 1 } },
          });
          const text = `set the timeline: start ${dayInWords(start)}, estimated completion ${dayInWords(due)}`;
          await recordHistory(tx, task.id, userId, [{ kind: 'timeline', text }], deps.now());
        });
      }
      return c.json(await detailOrGone(task.id), 200);
    });
}
