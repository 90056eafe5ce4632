import { PROJECT_IDENTITY_UPDATED } from '@platform/contract';
import { z } from '@hono/zod-openapi';
import { ProjectStatusSchema } from '../projects/project-schemas.js';

/* What the new-project chat's calls take and answer (the spec's new-project chat); the routes are in chat-routes.ts. */

const ChatMessageSchema = z
  .object({
    type: z.enum(['user', 'system']).openapi({ description: "`system` is the assistant's" }),
    text: z.string(),
    created_at: z.iso.datetime(),
  })
  .openapi('ChatMessage');

export const ChatStartBodySchema = z
  .strictObject({
    session_id: z
      .string()
      .max(100)
      .nullable()
      .optional()
      .openapi({ description: 'The stored chat to restore; empty or absent starts a new project' }),
  })
  .openapi('ChatStartBody');

export const ChatStartResponseSchema = z
  .object({
    status: z.enum(['new', 'existing']),
    session_id: z.uuid(),
    messages: z.array(ChatMessageSchema),
    project_id: z.uuid(),
    project_name: z.string(),
    project_status: ProjectStatusSchema,
    message: z.string(),
    quick_replies: z.array(z.string()).openapi({
      description:
        'Replies the page offers as buttons under the last message: "Yes, start from that" and "Another project" ' +
        'while the chat offers what the client described before signing in',
    }),
  })
  .openapi('ChatStartResponse');

const maxMessageLength = 4000;

export const ChatResponseBodySchema = z
  .strictObject({
    session_id: z.string().min(1).max(100),
    project_id: z.string().min(1).max(100),
    user_response: z
      .string()
      // PostgreSQL text cannot hold NUL characters; they carry nothing a reader would miss.
      .overwrite((text) => text.replaceAll('\0', ''))
      .trim()
      .superRefine((text, ctx) => {
        // Custom issues keep these texts as they are (zod's own get the field name in front).
        if (text === '') ctx.addIssue({ code: 'custom', message: 'Message cannot be empty.' });
        if (text.length > maxMessageLength) {
          ctx.addIssue({ code: 'custom', message: `Messages are ${maxMessageLength} characters at most.` });
        }
      })
      .openapi({ description: `The user's message, 1 to ${maxMessageLength} characters` }),
  })
  .openapi('ChatResponseBody');

export const ChatResponseSchema = z
  .object({
    status: z.enum([PROJECT_IDENTITY_UPDATED, 'complete', 'incomplete']).openapi({
      description:
        '"Project name and type updated" when this reply named or typed the project; "complete" or ' +
        '"incomplete" otherwise, with redirect_url once the project is set up (incomplete: some topics open)',
    }),
    message: z.string(),
    quick_replies: z.array(z.string()).openapi({
      description:
        'Replies the page offers as buttons (the likely reading after a misunderstanding, "Skip", ' +
        '"Rephrase"; "Create it" and "Change something" under the summary); sent as the next message',
    }),
    project_name: z.string(),
    last_updated: z.iso.datetime(),
    redirect_url: z.string().nullable(),
  })
  .openapi('ChatResponse');
