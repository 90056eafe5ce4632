import type { ApiSchemas } from '@platform/shared-ui';

// Comments on tasks, files and reviews as this remote reads them (GET /api/{tasks|files|reviews}/{id}/comments/).

type Schemas = ApiSchemas['schemas'];

export type CommentThreads = Schemas['CommentThreads'];
export type CommentThread = CommentThreads['comments'][number];
export type CommentView = CommentThread['replies'][number];
export type Mentionable = CommentThreads['mentionable'][number];

export type CommentSubject = { type: 'task' | 'file' | 'review'; id: string };

const plural = { task: 'tasks', file: 'files', review: 'reviews' } as const;

export const threadsPath = (subject: CommentSubject) =>
  `/api/${plural[subject.type]}/${encodeURIComponent(subject.id)}/comments/`;

export const commentPath = (commentId: string) => `/api/comments/${encodeURIComponent(commentId)}/`;

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
