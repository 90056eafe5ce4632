import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { COMMENT_MESSAGES, deleteComment, editComment, postComment } from './comment-changes.js';
import { commentLevel, requireSubject } from './comment-subject.js';
import type { SubjectType } from './comment-subject.js';
import { commentThreads } from './comment-views.js';
import { commentRouteDefinitions } from './comments.routes.js';
/** Comments on tasks, files and reviews, each checked by its subject's own permission check. */
export function commentRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const threads = async (userId: string, type: SubjectType, id: string) =>
    commentThreads(prisma, await requireSubject(prisma, userId, type, id, 'View'), userId);
  const post = async (
    userId: string,
    type: SubjectType,
    id: string,
    body: { body?: string; parent_id?: string | null },
  ) => {
    const subject = await requireSubject(prisma, userId, type, id, commentLevel[type]);
    return { message: COMMENT_MESSAGES.added, comment_id: await postComment(deps, subject, userId, body) };
  };

  const routes = commentRouteDefinitions(requireSession(deps));
  const router = createRouter<AuthEnv>();
  router.openapi(routes.taskThreads, async (c) =>
    c.json(await threads(c.get('session').userId, 'task', c.req.valid('param').task_id), 200),
  );
  router.openapi(routes.taskComment, async (c) =>
    c.json(
      await post(c.get('session').userId, 'task', c.req.valid('param').task_id, c.req.valid('json')),
      201,
    ),
  );
  router.openapi(routes.fileThreads, async (c) =>
    c.json(await threads(c.get('session').userId, 'file', c.req.valid('param').file_id), 200),
  );
  router.openapi(routes.fileComment, async (c) =>
    c.json(
      await post(c.get('session').userId, 'file', c.req.valid('param').file_id, c.req.valid('json')),
      201,
    ),
  );
  router.openapi(routes.reviewThreads, async (c) =>
    c.json(await threads(c.get('session').userId, 'review', c.req.valid('param').review_id), 200),
  );
  router.openapi(routes.edit, async (c) => {
    const commentId = c.req.valid('param').comment_id;
    await editComment(deps, c.get('session').userId, commentId, c.req.valid('json'));
    return c.json({ message: COMMENT_MESSAGES.updated, comment_id: commentId }, 200);
  });
  router.openapi(routes.remove, async (c) => {
    await deleteComment(deps, c.get('session').userId, c.req.valid('param').comment_id);
    return c.json({ message: COMMENT_MESSAGES.deleted }, 200);
  });
  return router;
}
