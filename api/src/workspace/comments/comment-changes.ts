import type { Prisma } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { recordActivity } from '../events/record-activity.js';
import {
  InvalidFieldError,
  NotFoundError,
  notFoundAs,
  RefusedError,
} from '../../platform/errors/domain-errors.js';
import { mailNotice, notify } from '../notifications/notify.js';
import type { Notice } from '../notifications/notify.js';
import { refuseArchived } from '../permissions/project-permission.js';
import { isUuid } from '../projects/project-access.js';
import { requireSubject, subjectColumn, subjectOf } from './comment-subject.js';
import type { CommentSubject } from './comment-subject.js';
import { mentionedIn } from './mentions.js';

/*
 * Writing comments: a new comment or reply, an edit and a deletion by its author. Each is recorded in the
 * activity table in its own transaction (kind `comment.*`, seen by those who see the subject), and each
 * person newly @mentioned gets a notification at once and an e-mail once the change has committed.
 */

export const COMMENT_MESSAGES = {
  added: 'Comment added.',
  updated: 'Comment updated.',
  deleted: 'Comment deleted.',
  required: 'Please write a comment.',
  parentNotFound: 'The comment you are replying to was not found.',
  notFound: 'Comment not found.',
  notYours: 'Only its author can change a comment.',
  /** What a deleted comment that has replies shows in its place. */
  deletedText: 'This comment was deleted.',
} as const;

const commentNotFound = () => new NotFoundError(COMMENT_MESSAGES.notFound);

const textOf = (body: string | undefined) => {
  const text = body?.trim() ?? '';
  if (!text) throw new InvalidFieldError('body', COMMENT_MESSAGES.required);
  return text;
};

/** A mention's notice: who mentioned them, where, and the comment's first words. */
const mentionNotice = (subject: CommentSubject, actor: string, userId: string, text: string): Notice => ({
  userId,
  kind: 'mentions',
  title: `${actor} mentioned you on "${subject.name}"`,
  body: text.length > 280 ? `${text.slice(0, 279)}…` : text,
  link: subject.link,
});

async function tellMentioned(
  tx: Prisma.TransactionClient,
  subject: CommentSubject,
  actorId: string,
  userIds: string[],
  text: string,
): Promise<Notice[]> {
  if (userIds.length === 0) return [];
  const actor = await tx.user.findUniqueOrThrow({
    where: { id: actorId },
    select: { firstName: true, lastName: true },
  });
  const name = `${actor.firstName} ${actor.lastName}`.trim();
  const notices = userIds.map((userId) => mentionNotice(subject, name, userId, text));
  for (const notice of notices) await notify(tx, notice);
  return notices;
}

/** The activity row of a change to a comment: seen by those who see its subject, which the data names. */
const recordCommentChange = (
  tx: Prisma.TransactionClient,
  subject: CommentSubject,
  change: {
    actorId: string;
    kind: 'comment.created' | 'comment.updated' | 'comment.deleted';
    commentId: string;
    summary: string;
  },
) =>
  recordActivity(tx, {
    projectId: subject.access.project.id,
    actorId: change.actorId,
    kind: change.kind,
    subjectId: change.commentId,
    summary: `${change.summary} on "${subject.name}"`,
    data: { on: { type: subject.type, id: subject.id } },
  });

/** E-mails the mentions once their comment has committed (a mail server down never undoes it). */
async function mailMentions(deps: AppDeps, notices: Notice[]): Promise<void> {
  const mail = { mailer: deps.mailer, publicUrl: deps.publicUrl, log: deps.log };
  for (const notice of notices) await mailNotice(deps.prisma, notice, mail);
}

/** A comment on the subject, or a reply (put in the thread of the comment it answers). */
export async function postComment(
  deps: AppDeps,
  subject: CommentSubject,
  authorId: string,
  body: { body?: string | undefined; parent_id?: string | null | undefined },
): Promise<string> {
  const { prisma } = deps;
  refuseArchived(subject.access);
  const text = textOf(body.body);
  const column = subjectColumn[subject.type];
  const parentId = body.parent_id?.trim() || null;
  let threadId: string | null = null;
  if (parentId) {
    const parent = isUuid(parentId)
      ? await prisma.comment.findFirst({ where: { id: parentId, [column]: subject.id, deletedAt: null } })
      : null;
    if (!parent) throw new InvalidFieldError('parent_id', COMMENT_MESSAGES.parentNotFound);
    threadId = parent.parentId ?? parent.id;
  }
  const mentioned = await mentionedIn(prisma, subject, text, authorId);
  const { id, notices } = await prisma.$transaction(async (tx) => {
    const created = await tx.comment.create({
      data: { [column]: subject.id, parentId: threadId, authorId, body: text, mentions: mentioned },
    });
    await recordCommentChange(tx, subject, {
      actorId: authorId,
      kind: 'comment.created',
      commentId: created.id,
      summary: threadId ? 'replied to a comment' : 'commented',
    });
    return { id: created.id, notices: await tellMentioned(tx, subject, authorId, mentioned, text) };
  });
  await mailMentions(deps, notices);
  return id;
}

/** The caller's own comment, still shown, on a subject they may still see; 404 / 403 otherwise. */
async function ownComment(deps: AppDeps, userId: string, commentId: string) {
  const comment = isUuid(commentId)
    ? await deps.prisma.comment.findFirst({ where: { id: commentId, deletedAt: null } })
    : null;
  if (!comment) throw commentNotFound();
  const on = subjectOf(comment);
  const subject = await notFoundAs(
    requireSubject(deps.prisma, userId, on.type, on.id, 'View'),
    commentNotFound,
  );
  if (comment.authorId !== userId) throw new RefusedError(COMMENT_MESSAGES.notYours);
  refuseArchived(subject.access);
  return { comment, subject };
}

/** Changes the text of one's own comment; people it newly mentions are told. */
export async function editComment(
  deps: AppDeps,
  userId: string,
  commentId: string,
  body: { body?: string | undefined },
): Promise<void> {
  const { comment, subject } = await ownComment(deps, userId, commentId);
  const text = textOf(body.body);
  if (text === comment.body) return;
  const mentioned = await mentionedIn(deps.prisma, subject, text, userId);
  const newly = mentioned.filter((id) => !comment.mentions.includes(id));
  const notices = await deps.prisma.$transaction(async (tx) => {
    await tx.comment.update({
      where: { id: comment.id },
      data: { body: text, mentions: [...new Set([...comment.mentions, ...mentioned])], editedAt: deps.now() },
    });
    await recordCommentChange(tx, subject, {
      actorId: userId,
      kind: 'comment.updated',
      commentId: comment.id,
      summary: 'edited a comment',
    });
    return tellMentioned(tx, subject, userId, newly, text);
  });
  await mailMentions(deps, notices);
}

/** Deletes one's own comment: gone, or, when it has replies, kept in its place as deleted. */
export async function deleteComment(deps: AppDeps, userId: string, commentId: string): Promise<void> {
  const { comment, subject } = await ownComment(deps, userId, commentId);
  await deps.prisma.$transaction(async (tx) => {
    // Recorded first, while the comment still tells who may see it.
    await recordCommentChange(tx, subject, {
      actorId: userId,
      kind: 'comment.deleted',
      commentId: comment.id,
      summary: 'deleted a comment',
    });
    const replies = await tx.comment.count({ where: { parentId: comment.id } });
    if (replies > 0) {
      await tx.comment.update({ where: { id: comment.id }, data: { body: '', deletedAt: deps.now() } });
    } else {
      await tx.comment.delete({ where: { id: comment.id } });
    }
  });
}
