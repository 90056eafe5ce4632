import type { Prisma, PrismaClient, Project } from '@platform/prisma';
import type { ChatTurn } from '../assistant/assistant.js';
import { IntakeStateSchema } from '../assistant/project-intake.js';
import type {
  IntakeBudget,
  IntakeStart,
  IntakeState,
  IntakeTimeline,
  IntakeTurn,
} from '../assistant/project-intake.js';
import { ConflictError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { isUuid, recordView, visibleTo } from '../projects/project-access.js';

/*
 * The new-project chats in the database: a chat belongs to one project, holds the intake state and its
 * messages, and is seen by whoever may see the project.
 */

/** The name of a fresh Draft until the assistant proposes one. */
export const draftProjectName = 'New Project';

/** A message as the spec's project chat shows it: the user's, or the assistant's (type `system`). */
export interface ChatMessage {
  type: 'user' | 'system';
  text: string;
  created_at: string;
}

export interface StoredChat {
  id: string;
  revision: number;
  state: IntakeState;
  project: Project;
  messages: ChatMessage[];
  /** The buttons offered with the assistant's last message, still to be answered. */
  quickReplies: string[];
}

export const chatNotFound = () => new NotFoundError('Chat session not found.');

const chatInclude = {
  project: true,
  messages: {
    orderBy: { position: 'asc' },
    select: { author: true, text: true, quickReplies: true, createdAt: true },
  },
} as const satisfies Prisma.ProjectChatSessionInclude;

type ChatRow = Prisma.ProjectChatSessionGetPayload<{ include: typeof chatInclude }>;

function toStoredChat(row: ChatRow): StoredChat {
  return {
    id: row.id,
    revision: row.revision,
    state: IntakeStateSchema.parse(row.intake),
    project: row.project,
    messages: row.messages.map((message) => ({
      type: message.author === 'USER' ? 'user' : 'system',
      text: message.text,
      created_at: message.createdAt.toISOString(),
    })),
    quickReplies: row.messages.at(-1)?.quickReplies ?? [],
  };
}

/** The conversation as the assistant reads it. */
export const chatHistory = (chat: StoredChat): ChatTurn[] =>
  chat.messages.map((message) => ({
    role: message.type === 'user' ? 'user' : 'assistant',
    content: message.text,
  }));

/** The chat, when its project is one the user may see (and is `projectId`, when given); otherwise 404. */
export async function findVisibleChat(
  prisma: PrismaClient,
  userId: string,
  sessionId: string,
  projectId?: string,
): Promise<StoredChat> {
  const ids = isUuid(sessionId) && (projectId === undefined || isUuid(projectId));
  const row = ids
    ? await prisma.projectChatSession.findFirst({
        where: { id: sessionId, project: { ...visibleTo(userId), ...(projectId ? { id: projectId } : {}) } },
        include: chatInclude,
      })
    : null;
  if (!row) throw chatNotFound();
  return toStoredChat(row);
}

/** A new chat on a new Draft project, which becomes the user's most recently viewed project. */
export async function startDraftChat(
  prisma: PrismaClient,
  userId: string,
  start: IntakeStart,
  now: Date,
  allowance: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<StoredChat> {
  const row = await prisma.$transaction(async (tx) => {
    await allowance(tx);
    const project = await tx.project.create({ data: { ownerId: userId, name: draftProjectName } });
    await recordView(tx, userId, project.id, now);
    return tx.projectChatSession.create({
      data: {
        projectId: project.id,
        intake: start.state,
        messages: { create: { position: 0, author: 'ASSISTANT', text: start.reply } },
      },
      include: chatInclude,
    });
  });
  return toStoredChat(row);
}

/**
 * The chat of a Draft that has none yet (one made before chats existed, or seeded): it starts from what
 * the project already says, so the assistant does not ask for it again.
 */
export async function ensureChat(
  prisma: PrismaClient,
  project: Project,
  start: IntakeStart,
): Promise<string> {
  const state: IntakeState = { ...start.state, name: project.name, type: project.type, goal: project.goal };
  const chat = await prisma.projectChatSession.upsert({
    where: { projectId: project.id },
    create: {
      projectId: project.id,
      intake: state,
      messages: { create: { position: 0, author: 'ASSISTANT', text: start.reply } },
    },
    update: {},
    select: { id: true },
  });
  return chat.id;
}

const budgetColumns = (budget: IntakeBudget | null) => ({
  budgetMinKobo: budget?.minKobo == null ? null : BigInt(budget.minKobo),
  budgetMaxKobo: budget?.maxKobo == null ? null : BigInt(budget.maxKobo),
});

const timelineColumns = (timeline: IntakeTimeline | null) => ({
  timelineText: timeline?.text ?? null,
  timelineWeeks: timeline?.weeks ?? null,
  deadline: timeline?.deadline ? new Date(`${timeline.deadline}T00:00:00Z`) : null,
});

const raced = () =>
  new ConflictError('This chat changed while your message was being answered. Please send it again.');

/**
 * Stores a turn: the two messages, the new state, and what it changes on the project (name, type, goal,
 * budget and timeline as they are understood; the brief and features when the intake finishes). Refused with 409 when another
 * reply was stored since the chat was read.
 */
export async function saveTurn(
  prisma: PrismaClient,
  chat: StoredChat,
  userText: string,
  turn: IntakeTurn,
): Promise<Project> {
  return prisma.$transaction(async (tx) => {
    const claimed = await tx.projectChatSession.updateMany({
      where: { id: chat.id, revision: chat.revision },
      data: { intake: turn.state, revision: { increment: 1 } },
    });
    if (claimed.count === 0) throw raced();
    const position = chat.messages.length;
    await tx.projectChatMessage.createMany({
      data: [
        { sessionId: chat.id, position, author: 'USER', text: userText },
        {
          sessionId: chat.id,
          position: position + 1,
          author: 'ASSISTANT',
          text: turn.reply,
          quickReplies: turn.quickReplies,
        },
      ],
    });

    const { draft } = turn;
    const projectId = chat.project.id;
    if (draft) {
      await tx.projectBrief.upsert({
        where: { projectId },
        create: { projectId, ...draft.brief },
        update: draft.brief,
      });
      // A millisecond apart, so every list ordered by creation shows them in the order the client gave them.
      const at = Date.now();
      await tx.projectFeature.createMany({
        data: draft.features.map((feature, index) => ({
          projectId,
          ...feature,
          createdAt: new Date(at + index),
        })),
      });
      return tx.project.update({
        where: { id: projectId },
        data: {
          name: draft.name,
          type: draft.type,
          goal: draft.goal,
          ...budgetColumns(draft.budget),
          ...timelineColumns(draft.timeline),
          status: 'PENDING_REVIEW',
        },
      });
    }
    // A draft shows what was said as soon as it is understood, not only once the chat finishes.
    const { state } = turn;
    const understood = (intake: IntakeState) =>
      JSON.stringify([intake.name, intake.type, intake.goal, intake.budget, intake.timeline]);
    if (!turn.identityChanged && understood(state) === understood(chat.state)) return chat.project;
    return tx.project.update({
      where: { id: projectId },
      data: {
        name: state.name ?? chat.project.name,
        type: state.type,
        goal: state.goal,
        ...budgetColumns(state.budget),
        ...timelineColumns(state.timeline),
      },
    });
  });
}
