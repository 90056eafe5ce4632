import { z } from '@hono/zod-openapi';

/*
 * Keyset pages of a list that can grow (issue #33): `?limit=` asks for a page, `?after=` names the last row
 * of the page before (its id, as `/api/all_projects/` does), and `next_after` in the answer is the id to ask
 * after next, null on the last page. The list's own order is kept; the next page starts where its index
 * left off, never by OFFSET.
 */

export const pageQuery = {
  after: z
    .uuid()
    .optional()
    .openapi({ description: 'The id of the last row of the page before (its next_after)' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .optional()
    .openapi({ description: 'Rows in a page (1-200); without it, the whole list as before' }),
};

export const nextAfterField = z
  .string()
  .nullable()
  .openapi({ description: 'Pass as `after` for the next page; null on the last page' });

/** The page of `rows` (read with `take: limit + 1`) and the id to continue after. */
export function pageOf<T extends { id: string }>(rows: T[], limit: number | undefined) {
  if (limit === undefined || rows.length <= limit) return { rows, nextAfter: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextAfter: page.at(-1)!.id };
}
