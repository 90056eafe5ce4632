import { z } from '@hono/zod-openapi';
import { isBlank } from '../../platform/forms/field-rules.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import { BeforeCursorSchema } from '../console/newest-first-cursor.js';
import { INBOX_KINDS } from './inbox-items.js';
import { INBOX_STATUS_NAMES } from './inbox-statuses.js';

/* The staff inbox's bodies and answers (issue #27): everything visitors send, in one list. */

const statusNames = Object.values(INBOX_STATUS_NAMES);

export const InboxKindSchema = z.enum(INBOX_KINDS).openapi('InboxKind');
export const InboxStatusSchema = z.enum(statusNames).openapi('InboxStatus');

/** Longest reply staff may send: a long e-mail, not a document. */
export const maxReplyLength = 5000;

export const InboxQuerySchema = z.object({
  kind: InboxKindSchema.optional(),
  status: InboxStatusSchema.optional(),
  assignee: z
    .union([z.literal('me'), z.literal('none'), z.uuid()], {
      error: "Assignee must be me, none or a staff member's id.",
    })
    .optional()
    .openapi({ description: '`me`, `none` (unassigned) or a staff member’s id' }),
  before: BeforeCursorSchema,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const InboxParamsSchema = z.object({ item_id: z.string().max(64) });

const AssigneeSchema = z.object({ id: z.uuid(), name: z.string() });

const InboxItemSchema = z
  .object({
    id: z.uuid(),
    kind: InboxKindSchema,
    title: z.string(),
    from_name: z.string(),
    email: z.string(),
    status: InboxStatusSchema,
    assignee: AssigneeSchema.nullable(),
    received_at: z.iso.datetime(),
    replies: z.int(),
    first_reply_at: z.iso.datetime().nullable(),
    waited_minutes: z.int().openapi({
      description:
        'From arrival to the first reply; while unanswered and not ended, until now (it is still waiting)',
    }),
    waiting: z.boolean().openapi({ description: 'No reply yet and not ended' }),
  })
  .openapi('InboxItem');

export const InboxListSchema = z
  .object({
    items: z.array(InboxItemSchema).openapi({ description: 'Newest first' }),
    next_before: z.string().nullable().openapi({ description: 'Pass as `before` for the next page' }),
    assignees: z
      .array(AssigneeSchema)
      .openapi({ description: 'Active staff who may handle the inbox (Admin, Operations)' }),
  })
  .openapi('InboxList');

const InboxReplySchema = z
  .object({ id: z.uuid(), author_name: z.string(), body: z.string(), sent_at: z.iso.datetime() })
  .openapi('InboxReply');

export const InboxItemDetailSchema = z
  .object({
    item: InboxItemSchema,
    message: z.string(),
    facts: z.array(z.object({ label: z.string(), value: z.string() })),
    replies: z.array(InboxReplySchema).openapi({ description: 'Oldest first' }),
    chat: z
      .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() }))
      .openapi({ description: 'A hand-off’s site chat so far (empty for forms)' }),
    next_statuses: z.array(InboxStatusSchema),
    assignees: z.array(AssigneeSchema),
  })
  .openapi('InboxItemDetail');

export const InboxSavedSchema = z
  .object({ message: z.string(), detail: InboxItemDetailSchema })
  .openapi('InboxSaved');

export const InboxChangeBodySchema = z
  .strictObject({
    status: InboxStatusSchema.optional(),
    assignee_id: z.uuid('Choose a staff member.').nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === undefined && body.assignee_id === undefined) {
      ruleFailure(ctx)('status', 'Say what to change: the status or who handles it.');
    }
  })
  .openapi('InboxChangeRequest');

export const InboxReplyBodySchema = z
  .strictObject({ body: z.string().optional() })
  .superRefine((body, ctx) => {
    if (isBlank(body.body)) ruleFailure(ctx)('body', 'Write the reply.');
    else if ((body.body ?? '').trim().length > maxReplyLength) {
      ruleFailure(ctx)('body', `A reply has at most ${maxReplyLength} characters.`);
    }
  })
  .transform((body) => ({ body: (body.body ?? '').trim() }))
  .openapi('InboxReplyRequest', { required: ['body'] });
