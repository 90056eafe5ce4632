import type { Assistant } from '../assistant.js';
import { pageInsight } from './insights.js';
import { pageChatReply } from './page-chat.js';
import { continueIntake, startIntake } from './project-intake.js';
import { siteChatReply } from './site-chat.js';
import { proposeTeam } from './team-proposal.js';

/**
 * The default engine: deterministic, offline, answering from the product's own data. Each chat is a
 * module of its own beside this file; this object only puts them behind the Assistant interface.
 */
export function createEmbeddedAssistant(): Assistant {
  return {
    siteReply: async (history, message) => siteChatReply(history, message),
    startProjectIntake: async (firstName) => startIntake(firstName),
    continueProjectIntake: async (state, _history, message, now) => continueIntake(state, message, now),
    insight: async (project, pageName) => pageInsight(project, pageName),
    pageReply: async (project, pageName, _history, message, now) =>
      pageChatReply(project, pageName, message, now),
    proposeTeam: async (project) => proposeTeam(project),
  };
}
