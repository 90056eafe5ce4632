import { z } from '@hono/zod-openapi';

export const CommentParamsSchema = z.object({ comment_id: z.string().openapi({ format: 'uuid' }) });

export const NewCommentSchema = z
  .strictObject({
    body: z
      .string()
      .max(5000)
      .optional()
      .openapi({ example: '@Ada Lovelace can you check the colours?', description: '`@Full Name` mentions' }),
    parent_id: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'The comment answered: the reply joins its thread' }),
  })
  .openapi('NewComment');

export const CommentEditSchema = z
  .strictObject({ body: z.string().max(5000).optional() })
  .openapi('CommentEdit');

const PersonSchema = z.object({ id: z.uuid(), name: z.string() });

const CommentViewSchema = z.object({
  id: z.uuid(),
  body: z
    .string()
    .openapi({ description: '"This comment was deleted." for a deleted comment kept for its replies' }),
  deleted: z.boolean(),
  author: PersonSchema.nullable(),
  mine: z.boolean().openapi({ description: 'The caller wrote it, so may edit or delete it' }),
  mentions: z.array(PersonSchema),
  created_at: z.iso.datetime(),
  edited_at: z.iso.datetime().nullable(),
});

export const CommentThreadsSchema = z
  .object({
    comments: z.array(CommentViewSchema.extend({ replies: z.array(CommentViewSchema) })),
    mentionable: z
      .array(PersonSchema)
      .openapi({ description: 'Who else may see the subject, so can be mentioned' }),
  })
  .openapi('CommentThreads');

export const CommentSavedSchema = z
  .object({ message: z.string(), comment_id: z.uuid() })
  .openapi('CommentSaved');
