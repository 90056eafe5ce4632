import type { PrismaClient } from '@platform/prisma';
import type { IntakeTurn } from '../assistant/project-intake.js';
import type { AppDeps } from '../../deps.js';
import { chatHistory } from './chat-store.js';
import type { StoredChat } from './chat-store.js';

/*
 * The home page promises that the assistant turns the visitor's conversation into a project once they sign in.
 * Signing in moves the visitor's site chat to the account; a new-project chat started after that offers what the
 * client described there, and starts from it only when they say so (a question or a remark in the site chat is
 * not a project, and an old description may not be the project they mean now).
 */

/** The quick replies under the offer, sent back as the client's answer. */
export const OFFER_ACCEPT = 'Yes, start from that';
export const OFFER_DECLINE = 'Another project';
export const offerReplies = [OFFER_ACCEPT, OFFER_DECLINE];

/** How much of the site chat is offered: a description, not a transcript. */
const offeredLength = 1000;

/** "How much is a logo?", "ok what do you do", "can una print?": asking, not describing. */
const asking =
  /\?\s*$|^(?:(?:ok|okay|so|and|but|well|alright|please|abeg|hi|hello)\b[\s,.!]*)*(?:how|what|when|where|which|who|whom|whose|why|is|are|am|was|were|do|does|did|can|could|will|would|should|shall|may|might|una|you)\b/i;

/** A statement with something in it: a few words, not a greeting or a sign-off. */
const describes = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 5;

/**
 * What the client told the site chat since their newest project was made (or ever, before their first): their
 * statements, in order, joined; null when they only asked questions.
 */
export async function earlierDescription(prisma: PrismaClient, userId: string): Promise<string | null> {
  const newest = await prisma.project.findFirst({
    where: { ownerId: userId },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true },
  });
  const said = await prisma.siteChatMessage.findMany({
    where: {
      role: 'USER',
      chat: { userId },
      ...(newest ? { createdAt: { gt: newest.createdAt } } : {}),
    },
    orderBy: { id: 'asc' },
    select: { content: true },
    take: 50,
  });
  const statements = said
    .map(({ content }) => content.trim())
    .filter((content) => describes(content) && !asking.test(content));
  if (statements.length === 0) return null;
  const joined = statements.map((text) => (/[.!]$/.test(text) ? text : `${text}.`)).join(' ');
  return joined.length <= offeredLength ? joined : `${joined.slice(0, offeredLength).trimEnd()}…`;
}

/** The chat's opening when there is something to start from. */
export const offerGreeting = (firstName: string, description: string) =>
  `Hi ${firstName}! I'm your personal assistant. Before you signed in, you told me: “${description}” ` +
  'Shall I set up your project from that, or is this one about something else?';

export const declinedReply =
  'Alright. Tell me about the project you have in mind: what would you like us to design or build?';

// "Please" and "abeg" open any request ("abeg I wan build a website"), so they agree only before a yes.
const accepting =
  /^(?:(?:please|abeg)[\s,]+)?(?:yes|yeah|yep|yup|sure|ok|okay|go ahead|of course|definitely|correct|that one|start from that|use that|oya)\b[\s,.!]*/i;
const declining = /^(?:no|nope|nah|not that|another|something else|a different|different|new one)\b/i;

/**
 * How the client answered the offer: taken (with anything they added after the yes), declined, or neither (they
 * went on to describe another project).
 */
export function offerAnswer(text: string): { taken: true; added: string } | { taken: false } | null {
  const trimmed = text.trim();
  if (trimmed === OFFER_ACCEPT) return { taken: true, added: '' };
  if (trimmed === OFFER_DECLINE) return { taken: false };
  const yes = accepting.exec(trimmed);
  if (yes) return { taken: true, added: trimmed.slice(yes[0].length).trim() };
  return declining.test(trimmed) ? { taken: false } : null;
}

/**
 * The assistant's turn for `text` in `chat`: while an earlier description is offered, a yes starts from it (with
 * what the client added), a no asks for the project afresh, and anything else is read as the project they mean.
 */
export async function answerInChat(
  deps: Pick<AppDeps, 'assistant' | 'now'>,
  chat: StoredChat,
  text: string,
): Promise<IntakeTurn> {
  const { offered } = chat.state;
  const state = { ...chat.state, offered: null };
  const answer = offered ? offerAnswer(text) : null;
  if (answer && !answer.taken) {
    return {
      state,
      reply: declinedReply,
      identityChanged: false,
      outcome: 'continue',
      draft: null,
      quickReplies: [],
    };
  }
  const said = offered && answer?.taken ? [offered, answer.added].filter(Boolean).join(' ') : text;
  return deps.assistant.continueProjectIntake(state, chatHistory(chat), said, deps.now());
}
