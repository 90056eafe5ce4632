import { recordActivity } from '../events/record-activity.js';
import { workspacePageTitle } from '../projects/workspace-pages.js';
import type { PrismaClient } from '@platform/prisma';

/* One stored conversation per project and workspace page, shared by everyone on the project. */

/** Turns the engine reads as context; the page shows them all. */
const contextTurns = 40;

export interface ConversationEntry {
  role: 'user' | 'assistant';
  content: string;
}

const entry = (message: { role: string; content: string }): ConversationEntry => ({
  role: message.role === 'user' ? 'user' : 'assistant',
  content: message.content,
});

export async function loadConversation(
  prisma: PrismaClient,
  projectId: string,
  pageName: string,
  limit?: number,
): Promise<ConversationEntry[]> {
  const messages = await prisma.pageConversationMessage.findMany({
    where: { conversation: { projectId, pageName } },
    orderBy: { id: 'desc' },
    ...(limit ? { take: limit } : {}),
    select: { role: true, content: true },
  });
  return messages.reverse().map(entry);
}

export const recentTurns = (prisma: PrismaClient, projectId: string, pageName: string) =>
  loadConversation(prisma, projectId, pageName, contextTurns);

/** Stores the user's message and the reply together. */
export async function saveExchange(
  prisma: PrismaClient,
  exchange: { projectId: string; pageName: string; authorId: string; userInput: string; reply: string },
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const conversation = await tx.pageConversation.upsert({
      where: { projectId_pageName: { projectId: exchange.projectId, pageName: exchange.pageName } },
      create: { projectId: exchange.projectId, pageName: exchange.pageName },
      update: {},
      select: { id: true },
    });
    await tx.pageConversationMessage.create({
      data: {
        conversationId: conversation.id,
        role: 'user',
        content: exchange.userInput,
        authorId: exchange.authorId,
      },
    });
    await tx.pageConversationMessage.create({
      data: { conversationId: conversation.id, role: 'assistant', content: exchange.reply },
    });
    await recordActivity(tx, {
      projectId: exchange.projectId,
      actorId: exchange.authorId,
      kind: 'page-chat.message',
      subjectId: conversation.id,
      summary: `asked the assistant on ${workspacePageTitle(exchange.pageName) ?? exchange.pageName}`,
      data: { page: exchange.pageName },
    });
  });
}
