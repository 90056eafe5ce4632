import type { ApiSchemas, TypedApi } from '@platform/shared-ui';
import { invalidateApi } from '@platform/shared-ui/queries';

// Comments on tasks, files and reviews as this remote reads them (GET /api/{tasks|files|reviews}/{id}/comments/).

type Schemas = ApiSchemas['schemas'];

export type CommentThreads = Schemas['CommentThreads'];
export type CommentThread = CommentThreads['comments'][number];
export type CommentView = CommentThread['replies'][number];
export type Mentionable = CommentThreads['mentionable'][number];

export type CommentSubject = { type: 'task' | 'file' | 'review'; id: string };

/** Each subject's comments call, with the name of its id in the path. */
export const THREADS = {
  task: { path: '/api/tasks/{task_id}/comments/', id: 'task_id' },
  file: { path: '/api/files/{file_id}/comments/', id: 'file_id' },
  review: { path: '/api/reviews/{review_id}/comments/', id: 'review_id' },
} as const;

/** Asks for the subject's threads again. */
export const invalidateThreads = ({ type, id }: CommentSubject) =>
  invalidateApi([THREADS[type].path], { path: { [THREADS[type].id]: id } });

/** Adds a comment (a reply with `parent_id`) to the subject. */
export function postComment(api: TypedApi, subject: CommentSubject, body: string, parentId: string | null) {
  const comment = { body, parent_id: parentId };
  switch (subject.type) {
    case 'task':
      return api.post(THREADS.task.path, { path: { task_id: subject.id }, body: comment });
    case 'file':
      return api.post(THREADS.file.path, { path: { file_id: subject.id }, body: comment });
    case 'review':
      return api.post(THREADS.review.path, { path: { review_id: subject.id }, body: comment });
  }
}

/** The `@name` being typed just before the caret, if any: what the suggestions are filtered by. */
export function mentionQuery(text: string, caret: number): string | null {
  const match = /(?:^|\s)@([^\s@]{0,40})$/.exec(text.slice(0, caret));
  return match ? (match[1] ?? '') : null;
}

/** The text with the `@query` before the caret replaced by the person's full name. */
export function withMention(text: string, caret: number, name: string): string {
  const before = text.slice(0, caret).replace(/@([^\s@]{0,40})$/, `@${name} `);
  return `${before}${text.slice(caret)}`;
}
