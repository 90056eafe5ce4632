import { createRoute } from '@hono/zod-openapi';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { ApiError } from '../../platform/http/api-error.js';
import { pageOf } from '../../platform/http/keyset-page.js';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { createRouter } from '../../platform/http/router.js';
import {
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationParamsSchema,
  UnreadCountSchema,
} from './notification-schemas.js';

/** The bell: each signed-in user reads and clears only their own notifications (those chosen in-app). */
export function notificationRoutes(deps: AppDeps) {
  const signedIn = requireSession(deps);
  const { prisma } = deps;
  const unreadCount = (userId: string) =>
    prisma.notification.count({ where: { userId, inApp: true, readAt: null } });

  const router = createRouter<AuthEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/notifications/',
      tags: ['Notifications'],
      operationId: 'listNotifications',
      summary: 'List notifications',
      description: "The caller's notifications, newest first, with the unread count.",
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { query: NotificationListQuerySchema },
      responses: {
        200: { description: 'Notifications and the unread count', content: json(NotificationListSchema) },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const { userId } = c.get('session');
      const { filter, limit, after } = c.req.valid('query');
      const where = { userId, inApp: true, ...(filter === 'unread' ? { readAt: null } : {}) };
      const from = after
        ? await prisma.notification.findFirst({
            where: { ...where, id: after },
            select: { id: true, createdAt: true },
          })
        : null;
      if (after && !from) throw new InvalidFieldError('after', 'No such notification in this list.');
      const [found, unread] = await Promise.all([
        prisma.notification.findMany({
          where: from
            ? {
                ...where,
                OR: [
                  { createdAt: { lt: from.createdAt } },
                  { createdAt: from.createdAt, id: { lt: from.id } },
                ],
              }
            : where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: limit + 1,
        }),
        unreadCount(userId),
      ]);
      const { rows, nextAfter } = pageOf(found, limit);
      return c.json(
        {
          notifications: rows.map((row) => ({
            id: row.id,
            title: row.title,
            body: row.body,
            link: row.link,
            read: row.readAt !== null,
            created_at: row.createdAt.toISOString(),
          })),
          unread_count: unread,
          next_after: nextAfter,
        },
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/notifications/read-all/',
      tags: ['Notifications'],
      operationId: 'markAllNotificationsRead',
      summary: 'Mark every notification read',
      description: "Marks all the caller's notifications read.",
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'Nothing left unread', content: json(UnreadCountSchema) },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const { userId } = c.get('session');
      await prisma.notification.updateMany({
        where: { userId, inApp: true, readAt: null },
        data: { readAt: deps.now() },
      });
      return c.json({ unread_count: 0 }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/notifications/{notification_id}/read/',
      tags: ['Notifications'],
      operationId: 'markNotificationRead',
      summary: 'Mark a notification read',
      description: "Marks one of the caller's notifications read.",
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: NotificationParamsSchema },
      responses: {
        200: { description: 'The unread count after it', content: json(UnreadCountSchema) },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { userId } = c.get('session');
      const { notification_id: id } = c.req.valid('param');
      // Someone else's notification answers like a missing one; a read one keeps when it was first read.
      const notification = await prisma.notification.findFirst({
        where: { id, userId, inApp: true },
        select: { readAt: true },
      });
      if (!notification) throw new ApiError(404, 'Notification not found.');
      if (!notification.readAt) {
        await prisma.notification.updateMany({ where: { id, readAt: null }, data: { readAt: deps.now() } });
      }
      return c.json({ unread_count: await unreadCount(userId) }, 200);
    },
  );
  return router;
}
