import type { Assistant } from '../assistant.js';
import { loadOnce } from '../../../platform/loading/load-once.js';
import { pageInsight } from './insights.js';
import { proposeTeam } from './team-proposal.js';

/*
 * The chats read people's words with compromise, chrono-node and a spelling dictionary: ~18 MB of the heap
 * once loaded, which every full collection marks. Most requests are no chat, so each chat's module is loaded
 * at its first message (its first reply then waits for it once per process; docs/decisions.md, "Audit-log
 * tail and a smaller heap"). The insights and the team proposal use none of them and stay.
 */
const siteChat = loadOnce(() => import('./site-chat.js'));
const pageChat = loadOnce(() => import('./page-chat.js'));
const intake = loadOnce(() => import('./project-intake.js'));

/**
 * The default engine: deterministic, offline, answering from the product's own data. Each chat is a
 * module of its own beside this file; this object only puts them behind the Assistant interface.
 */
export function createEmbeddedAssistant(): Assistant {
  return {
    siteReply: async (history, message) => (await siteChat()).siteChatReply(history, message),
    startProjectIntake: async (firstName) => (await intake()).startIntake(firstName),
    continueProjectIntake: async (state, _history, message, now) =>
      (await intake()).continueIntake(state, message, now),
    insight: async (project, pageName) => pageInsight(project, pageName),
    pageReply: async (project, pageName, _history, message, now) =>
      (await pageChat()).pageChatReply(project, pageName, message, now),
    proposeTeam: async (project) => proposeTeam(project),
  };
}
