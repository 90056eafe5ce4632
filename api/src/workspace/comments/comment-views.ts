import type { PrismaClient } from '@platform/prisma';
import { subjectColumn } from './comment-subject.js';
import type { CommentSubject } from './comment-subject.js';
import { COMMENT_MESSAGES } from './comment-changes.js';
import { peopleOf } from './mentions.js';

/* A subject's comments as threads (first comments oldest first, each with its replies), and who can be mentioned. */

const personSelect = { select: { id: true, firstName: true, lastName: true } } as const;

interface Row {
  id: string;
  parentId: string | null;
  authorId: string | null;
  author: { id: string; firstName: string; lastName: string } | null;
  body: string;
  mentions: string[];
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
}

export async function commentThreads(prisma: PrismaClient, subject: CommentSubject, userId: string) {
  const rows: Row[] = await prisma.comment.findMany({
    where: { [subjectColumn[subject.type]]: subject.id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      parentId: true,
      authorId: true,
      author: personSelect,
      body: true,
      mentions: true,
      createdAt: true,
      editedAt: true,
      deletedAt: true,
    },
  });
  const { seeing } = await peopleOf(prisma, subject);
  const mentioned = await prisma.user.findMany({
    where: { id: { in: [...new Set(rows.flatMap((row) => row.mentions))] } },
    select: { id: true, firstName: true, lastName: true },
  });
  const names = new Map(mentioned.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]));
  const view = (row: Row) => ({
    id: row.id,
    body: row.deletedAt ? COMMENT_MESSAGES.deletedText : row.body,
    deleted: row.deletedAt !== null,
    author: row.author
      ? { id: row.author.id, name: `${row.author.firstName} ${row.author.lastName}`.trim() }
      : null,
    mine: row.authorId === userId && row.deletedAt === null,
    mentions: row.deletedAt
      ? []
      : row.mentions.flatMap((id) => {
          const name = names.get(id);
          return name ? [{ id, name }] : [];
        }),
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
  });
  const threads = rows
    .filter((row) => row.parentId === null)
    .map((root) => ({ ...view(root), replies: rows.filter((row) => row.parentId === root.id).map(view) }))
    // A deleted comment stays only to hold its replies.
    .filter((thread) => !thread.deleted || thread.replies.length > 0);
  return {
    comments: threads,
    mentionable: seeing.filter((person) => person.id !== userId),
  };
}
