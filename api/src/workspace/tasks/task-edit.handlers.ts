import { TASK_EDIT_MESSAGES } from '@platform/contract';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { createRouter } from '../../platform/http/router.js';
import { requireTaskPermission, taskNotFound } from './task-access.js';
import { addStep, changeStep, removeStep } from './task-checklist.js';
import { attachFiles, deleteTask, editTask } from './task-edit.js';
import { checkFiles } from './task-form-checks.js';
import {
  addFilesRoute,
  addStepRoute,
  changeStepRoute,
  deleteTaskRoute,
  editTaskRoute,
  removeStepRoute,
} from './task-edit.routes.js';
import { taskDetail } from './task-views.js';

/** Changing a task after it was made: each call needs Edit on tasks, as creating one does. */
export function taskEditRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const editable = (userId: string, taskId: string) => requireTaskPermission(prisma, userId, taskId, 'Edit');
  const saved = async (message: string, taskId: string) => {
    const task = await taskDetail(prisma, taskId, deps.now());
    if (!task) throw taskNotFound();
    return { message, task };
  };

  const router = createRouter<AuthEnv>();
  router.use('/tasks/*', requireSession(deps));
  router.openapi(editTaskRoute, async (c) => {
    const { userId } = c.get('session');
    const { task, access } = await editable(userId, c.req.valid('param').task_id);
    await editTask(deps, access, userId, task, c.req.valid('json'));
    return c.json(await saved(TASK_EDIT_MESSAGES.updated, task.id), 200);
  });
  router.openapi(addFilesRoute, async (c) => {
    const { userId } = c.get('session');
    const { task } = await editable(userId, c.req.valid('param').task_id);
    const form = c.req.valid('form');
    const version = Number(form.version);
    if (!Number.isInteger(version) || version < 1)
      throw new InvalidFieldError('version', "Send the task's version as last read.");
    const uploads = await checkFiles(form.attachments);
    if (uploads.length === 0) throw new InvalidFieldError('attachments', 'Please choose a file to attach.');
    await attachFiles(deps, userId, task, version, uploads);
    return c.json(await saved(TASK_EDIT_MESSAGES.updated, task.id), 201);
  });
  router.openapi(deleteTaskRoute, async (c) => {
    const { task } = await editable(c.get('session').userId, c.req.valid('param').task_id);
    await deleteTask(deps, task, c.req.valid('query').version);
    return c.json({ message: TASK_EDIT_MESSAGES.deleted }, 200);
  });
  router.openapi(addStepRoute, async (c) => {
    const { userId } = c.get('session');
    const { task } = await editable(userId, c.req.valid('param').task_id);
    await addStep(prisma, task, userId, c.req.valid('json').text, deps.now());
    return c.json(await saved('Step added.', task.id), 201);
  });
  router.openapi(changeStepRoute, async (c) => {
    const { userId } = c.get('session');
    const { task_id: taskId, item_id: itemId } = c.req.valid('param');
    const { task } = await editable(userId, taskId);
    await changeStep(prisma, task, userId, itemId, c.req.valid('json'), deps.now());
    return c.json(await saved('Step saved.', task.id), 200);
  });
  router.openapi(removeStepRoute, async (c) => {
    const { userId } = c.get('session');
    const { task_id: taskId, item_id: itemId } = c.req.valid('param');
    const { task } = await editable(userId, taskId);
    await removeStep(prisma, task, userId, itemId, deps.now());
    return c.json(await saved('Step removed.', task.id), 200);
  });
  return router;
}
