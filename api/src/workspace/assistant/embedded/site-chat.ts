import type { ChatTurn, SiteReply } from '../assistant.js';
import { siteAnswer } from './site-answers.js';
import { siteTopic } from './site-topics.js';

/** The embedded engine's public-site chat: find what the visitor is asking about, answer it. */
export function siteChatReply(history: readonly ChatTurn[], message: string): SiteReply {
  return siteAnswer(siteTopic(history, message));
}
