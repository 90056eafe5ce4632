import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PrismaClient } from '@platform/prisma';
import type { ChatTurn } from '../../workspace/assistant/assistant.js';

/*
 * Site chats in the database. A visitor's chat is found by the SHA-256 of its cookie key (the key itself
 * is never stored); a signed-in user's by the account. A visitor's chat moves to the account at sign-in,
 * or else the first time the user chats signed in with the cookie still in the browser.
 */

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface FoundChat {
  chatId: string | null;
  /** True when the cookie's chat has just moved to the account, so the cookie has no further use. */
  moved: boolean;
}

/** Moves a visitor's chat to the user: it becomes theirs, or its turns join the chat they already have. */
async function moveToAccount(prisma: PrismaClient, visitorChatId: string, userId: string): Promise<string> {
  return prisma.$transaction(async (tx) => {
    const owned = await tx.siteChat.findUnique({ where: { userId }, select: { id: true } });
    if (!owned) {
      await tx.siteChat.update({ where: { id: visitorChatId }, data: { userId, cookieHash: null } });
      return visitorChatId;
    }
    await tx.siteChatMessage.updateMany({ where: { chatId: visitorChatId }, data: { chatId: owned.id } });
    await tx.siteChat.delete({ where: { id: visitorChatId } });
    return owned.id;
  });
}

async function findVisitorChat(prisma: PrismaClient, cookieKey: string | null): Promise<string | null> {
  if (!cookieKey) return null;
  const chat = await prisma.siteChat.findUnique({
    where: { cookieHash: hashKey(cookieKey) },
    select: { id: true },
  });
  return chat?.id ?? null;
}

/** Moves the chat behind a visitor's cookie key to the user, if the key opens one. */
export async function moveVisitorChat(
  prisma: PrismaClient,
  cookieKey: string,
  userId: string,
): Promise<void> {
  const visitorChatId = await findVisitorChat(prisma, cookieKey);
  if (visitorChatId) await moveToAccount(prisma, visitorChatId, userId);
}

/** The caller's chat: the account's when signed in (taking over the cookie's), else the cookie's. */
export async function findChat(
  prisma: PrismaClient,
  caller: { cookieKey: string | null; userId: string | null },
): Promise<FoundChat> {
  const visitorChatId = await findVisitorChat(prisma, caller.cookieKey);
  if (!caller.userId) return { chatId: visitorChatId, moved: false };
  if (visitorChatId) {
    return { chatId: await moveToAccount(prisma, visitorChatId, caller.userId), moved: true };
  }
  const owned = await prisma.siteChat.findUnique({ where: { userId: caller.userId }, select: { id: true } });
  return { chatId: owned?.id ?? null, moved: false };
}

/** The latest `limit` turns, oldest first. */
export async function chatHistory(prisma: PrismaClient, chatId: string, limit: number): Promise<ChatTurn[]> {
  const rows = await prisma.siteChatMessage.findMany({
    where: { chatId },
    orderBy: { id: 'desc' },
    take: limit,
    select: { role: true, content: true },
  });
  return rows
    .reverse()
    .map((row) => ({ role: row.role === 'USER' ? 'user' : 'assistant', content: row.content }));
}

/**
 * Stores the caller's message and the answer together, in the caller's chat or, when `chatId` is null,
 * in a new one (the account's, or a visitor's with the cookie key that opens it). One transaction: a
 * failure leaves neither half an exchange nor an empty chat, and the caller sets the cookie only after.
 */
export async function recordExchange(
  prisma: PrismaClient,
  caller: { chatId: string | null; userId: string | null },
  message: string,
  answer: string,
): Promise<{ cookieKey: string | null }> {
  const cookieKey = caller.chatId || caller.userId ? null : randomBytes(32).toString('base64url');
  const chatId = caller.chatId ?? randomUUID();
  // A batch, not an interactive transaction: it never waits for a free connection under a burst.
  await prisma.$transaction([
    ...(caller.chatId
      ? []
      : [
          prisma.siteChat.create({
            data: {
              id: chatId,
              ...(cookieKey ? { cookieHash: hashKey(cookieKey) } : { userId: caller.userId }),
            },
          }),
        ]),
    // In this order, so the answer's id follows the message's (turns are ordered by id).
    prisma.siteChatMessage.create({ data: { chatId, role: 'USER', content: message } }),
    prisma.siteChatMessage.create({ data: { chatId, role: 'ASSISTANT', content: answer } }),
  ]);
  return { cookieKey };
}
