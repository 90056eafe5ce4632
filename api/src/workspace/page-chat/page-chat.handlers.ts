import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { requireProjectPermission } from '../permissions/project-permission.js';
import type { PageChatReading } from '../assistant/page-chat.js';
import { applyChange } from './page-chat-changes.js';
import { pageChatProject } from './page-chat-project.js';
import { loadConversation, recentTurns, saveExchange } from './page-chat-store.js';
import { loadConversationRoute, pageChatRoute } from './page-chat.routes.js';

/**
 * The quick replies of a question back (each choice and the message it sends), or, after a message not
 * understood, what the assistant can do on the page.
 */
function quickReplies(reading: PageChatReading | undefined) {
  if (reading?.kind === 'help') return reading.suggestions.map((label) => ({ label, message: label }));
  return reading?.kind === 'choose' && reading.messages
    ? reading.choices.map((label, index) => ({ label, message: reading.messages?.[index] ?? label }))
    : [];
}

export function pageChatRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const signedIn = requireSession(deps);
  const router = createRouter<AuthEnv>();
  router.use('/handle-load-conversation/', signedIn);
  router.use('/ai-page-conversation/', signedIn);

  router.openapi(loadConversationRoute, async (c) => {
    const { userId } = c.get('session');
    const { project_id, page_name } = c.req.valid('json');
    const { project } = await requireProjectPermission(
      prisma,
      userId,
      project_id,
      'projectOverviewAndScope',
      'View',
    );
    return c.json({ conversation: await loadConversation(prisma, project.id, page_name) }, 200);
  });
  router.openapi(pageChatRoute, async (c) => {
    const { userId } = c.get('session');
    const body = c.req.valid('json');
    const access = await requireProjectPermission(
      prisma,
      userId,
      body.project_id,
      'projectOverviewAndScope',
      'View',
    );
    const projectId = access.project.id;
    const userInput = body.user_input.trim();
    const [project, history] = await Promise.all([
      pageChatProject(prisma, access, userId, deps.now()),
      recentTurns(prisma, projectId, body.page_name),
    ]);
    const decision = await deps.assistant.pageReply(project, body.page_name, history, userInput, deps.now());
    const applied = decision.change
      ? await applyChange(deps, userId, projectId, project, decision.change)
      : null;
    const reply = applied?.note ? `${decision.reply} ${applied.note}` : decision.reply;
    await saveExchange(prisma, {
      projectId,
      pageName: body.page_name,
      authorId: userId,
      userInput,
      reply,
    });
    return c.json(
      {
        response: reply,
        updated_section_name: applied?.updatedSectionName ?? null,
        new_content: applied?.newContent ?? null,
        choices: quickReplies(decision.reading),
        error: null,
      },
      200,
    );
  });
  return router;
}
