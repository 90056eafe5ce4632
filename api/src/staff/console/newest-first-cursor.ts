import { z } from '@hono/zod-openapi';

/*
 * Keyset paging of the console's newest-first lists (the inbox, the proposals): a page ends with a cursor,
 * `<ISO time>_<id>` of its last row, and the next page is the rows strictly older in (created_at, id) order,
 * so rows added meanwhile never shift or repeat a page the way an offset would.
 */

const CURSOR_SHAPE =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Query errors read "<field>: <message>".
const NOT_A_CURSOR = 'before must be the previous page’s next_before.';

/** The `before` query parameter: the previous page's `next_before`. */
export const BeforeCursorSchema = z
  .string()
  .regex(CURSOR_SHAPE, NOT_A_CURSOR)
  .refine((value) => !Number.isNaN(Date.parse(value.slice(0, 24))), NOT_A_CURSOR)
  .optional()
  .openapi({ description: 'The previous page’s `next_before`' });

/** The cursor after a row: its creation time and id. */
export const cursorAfter = (at: Date, id: string) => `${at.toISOString()}_${id}`;

/** Older than the cursor: by time, then by id among rows of the same moment. */
export interface OlderThan {
  OR: [{ createdAt: { lt: Date } }, { createdAt: Date; id: { lt: string } }];
}

/** The rows older than the cursor, newest first by (createdAt, id). */
export function olderThan(cursor: string): OlderThan {
  const [at = '', id = ''] = cursor.split('_');
  const time = new Date(at);
  return { OR: [{ createdAt: { lt: time } }, { createdAt: time, id: { lt: id } }] };
}
