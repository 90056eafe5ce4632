import type { PrismaClient } from '@platform/prisma';
import type { PermissionLevel } from '@platform/contract';
import { requireFilePermission } from '../files/file-visibility.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { workspacePath } from '../projects/workspace-path.js';
import { requireReviewPermission, reviewLink } from '../reviews/review-visibility.js';
import { requireTaskPermission } from '../tasks/task-access.js';
import { taskDetailsPath } from '../tasks/create-task.js';

/*
 * What a comment is on: a task, a file or a review, found through that item's own permission check, so
 * a comment is read, written and told to exactly the people who may see its subject.
 */

export type SubjectType = 'task' | 'file' | 'review';

export interface CommentSubject {
  type: SubjectType;
  id: string;
  name: string;
  /** The page that shows it, for a mention's notification. */
  link: string;
  access: ProjectAccess;
}

/** The comment row's column that names a subject of this type. */
export const subjectColumn = { task: 'taskId', file: 'resourceId', review: 'reviewId' } as const;

/** Reading a thread needs the subject's View; commenting on a review needs Review (the spec's level). */
export const commentLevel: Record<SubjectType, PermissionLevel> = {
  task: 'View',
  file: 'View',
  review: 'Review',
};

/** The subject, when the caller may see it and holds `level` in its area; its 404 or 403 otherwise. */
export async function requireSubject(
  prisma: PrismaClient,
  userId: string,
  type: SubjectType,
  id: string,
  level: PermissionLevel,
): Promise<CommentSubject> {
  if (type === 'task') {
    const { task, access } = await requireTaskPermission(prisma, userId, id, level);
    return { type, id: task.id, name: task.name, link: taskDetailsPath(access.project, task.id), access };
  }
  if (type === 'file') {
    const { file, access } = await requireFilePermission(prisma, userId, id, level);
    const link = `${workspacePath(access.project)}/files-and-resources?file=${file.id}`;
    return { type, id: file.id, name: file.name, link, access };
  }
  const { review, access } = await requireReviewPermission(prisma, userId, id, level);
  return { type, id: review.id, name: review.name, link: reviewLink(access.project, review.id), access };
}

/** The subject a stored comment is on. */
export function subjectOf(comment: {
  taskId: string | null;
  resourceId: string | null;
  reviewId: string | null;
}): { type: SubjectType; id: string } {
  if (comment.taskId) return { type: 'task', id: comment.taskId };
  if (comment.resourceId) return { type: 'file', id: comment.resourceId };
  // The table's check holds exactly one of the three.
  return { type: 'review', id: comment.reviewId ?? '' };
}
