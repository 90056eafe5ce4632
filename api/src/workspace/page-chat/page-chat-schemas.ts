import { z } from '@hono/zod-openapi';
import { workspacePageTitle } from '../projects/workspace-pages.js';

/* The page assistant's calls (the spec's workspace calls table), with the spec's field names. */

export const userInputMax = 2_000;
export const emptyMessage = 'Type a message first.';

const ProjectIdSchema = z
  .string()
  .min(1)
  .max(100)
  .openapi({ example: '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a01' });
const pageKeyShape = /^[a-z0-9-]{1,60}$/;
export const pageNameMessage = 'Page name must be a workspace page key such as project-brief.';
/** A key of the right shape that names none of the workspace's pages (whose conversation would be kept under it). */
export const unknownPageMessage = (pageName: string) =>
  `There is no workspace page "${pageName}". Use a page key such as project-brief.`;

const PageNameSchema = z
  .string()
  .regex(pageKeyShape, pageNameMessage)
  .superRefine((pageName, ctx) => {
    if (pageKeyShape.test(pageName) && workspacePageTitle(pageName) === null) {
      ctx.addIssue({ code: 'custom', message: unknownPageMessage(pageName) });
    }
  })
  .openapi({ example: 'project-brief' });

export const LoadConversationBodySchema = z
  .strictObject({ project_id: ProjectIdSchema, page_name: PageNameSchema })
  .openapi('LoadPageConversationBody');

export const ConversationEntrySchema = z
  .object({ role: z.enum(['user', 'assistant']), content: z.string() })
  .openapi('PageConversationEntry');

export const ConversationSchema = z
  .object({ conversation: z.array(ConversationEntrySchema).openapi({ description: 'Oldest first' }) })
  .openapi('PageConversation');

export const PageChatBodySchema = z
  .strictObject({
    user_input: z
      .string()
      .max(100_000)
      .superRefine((text, ctx) => {
        if (text.trim() === '') ctx.addIssue({ code: 'custom', message: emptyMessage });
        else if (text.trim().length > userInputMax) {
          ctx.addIssue({ code: 'custom', message: `Messages are at most ${userInputMax} characters.` });
        }
      }),
    page_name: PageNameSchema,
    project_id: ProjectIdSchema,
  })
  .openapi('PageChatBody');

export const PageChatReplySchema = z
  .object({
    response: z.string(),
    updated_section_name: z.string().nullable().openapi({
      description:
        'What the reply changed: a brief section (overview, objectives, key_deliverables, target_audience), "features", "tasks" or "meetings"; null when nothing changed',
    }),
    new_content: z.string().nullable().openapi({
      description: "The section's new text, or the name of the feature or task, or the meeting's title",
    }),
    choices: z
      .array(
        z.object({
          label: z.string().openapi({ example: 'Design the logo' }),
          message: z.string().openapi({ example: 'move Design the logo to Completed' }),
        }),
      )
      .openapi({ description: 'Quick replies when the assistant asks which one: each sends its message' }),
    error: z.null(),
  })
  .openapi('PageChatReply');
