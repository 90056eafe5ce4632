import type { Context } from 'hono';
import type { AppDeps } from '../../deps.js';
import { clearChatCookie, readChatCookie } from './site-chat-cookie.js';
import { moveVisitorChat } from './site-chat-store.js';

/**
 * At sign-in, the chat this browser had as a visitor becomes the user's and its cookie goes: the user
 * finds the chat on any browser, and whoever uses this one signed out next cannot read it. A failure
 * here must not undo the sign-in, so it is logged and the cookie stays; the first signed-in chat call
 * then moves the chat instead.
 */
export async function moveVisitorChatAtSignIn(
  c: Context,
  { prisma, log }: Pick<AppDeps, 'prisma' | 'log'>,
  userId: string,
): Promise<void> {
  const cookieKey = readChatCookie(c);
  if (!cookieKey) return;
  try {
    await moveVisitorChat(prisma, cookieKey, userId);
  } catch (error) {
    log(`site chat: not moved at sign-in: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  clearChatCookie(c);
}
