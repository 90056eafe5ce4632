import { z } from '@hono/zod-openapi';
import { nextAfterField, pageQuery } from '../../platform/http/keyset-page.js';

export const NotificationSchema = z
  .object({
    id: z.uuid(),
    title: z.string().openapi({ example: 'New task assigned: Design the logo' }),
    body: z.string().openapi({ example: 'Ada Obi assigned you a Design task in Bakery Website.' }),
    link: z.string().nullable().openapi({ description: 'Path inside the app the notification leads to' }),
    read: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .openapi('Notification');

export const NotificationListSchema = z
  .object({
    notifications: z.array(NotificationSchema).openapi({ description: 'Newest first' }),
    unread_count: z.int().nonnegative(),
    next_after: nextAfterField,
  })
  .openapi('NotificationList');

export const UnreadCountSchema = z.object({ unread_count: z.int().nonnegative() }).openapi('UnreadCount');

export const NotificationListQuerySchema = z.object({
  filter: z.enum(['all', 'unread']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  after: pageQuery.after,
});

export const NotificationParamsSchema = z.object({ notification_id: z.uuid() });
