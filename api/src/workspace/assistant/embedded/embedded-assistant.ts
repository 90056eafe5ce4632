import type { Assistant } from '../assistant.js';
import { loadOnce } from '../../../platform/loading/load-once.js';
import { pageInsight } from './insights.js';
import { proposeTeam } from './team-proposal.js';

/*
 * The chats read people's words with compromise, chrono-node and a spelling dictionary: ~18 MB of the heap
 * once loaded, which every full collection marks. Each chat's module is loaded at its first message, or
 * ahead of it by `loadEmbeddedChats` (docs/decisions.md, "Audit-log tail and a smaller heap"). The insights
 * and the team proposal use none of them and stay.
 */
const siteChat = loadOnce(() => import('./site-chat.js'));
const pageChat = loadOnce(() => import('./page-chat.js'));
const intake = loadOnce(() => import('./project-intake.js'));

/**
 * The three chats' modules, loaded before a server answers (server.ts): left to a visitor's first message,
 * that message waited ~1.5 s and every request in flight ~0.5 s with it. Tests and tools that build the app
 * alone still load them at first use.
 */
export const loadEmbeddedChats = async (): Promise<void> => {
  await Promise.all([siteChat(), pageChat(), intake()]);
};

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
    pageReply: async (project, pageName, history, message, now) =>
      (await pageChat()).pageChatReply(project, pageName, message, now, history),
    proposeTeam: async (project) => proposeTeam(project),
  };
}
