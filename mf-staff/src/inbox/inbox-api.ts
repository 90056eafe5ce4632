import type { ApiSchemas } from '@platform/shared-ui';

// The inbox calls (issue #27) as the console reads them, and the inbox's texts.

type Schemas = ApiSchemas['schemas'];

export type InboxList = Schemas['InboxList'];
export type InboxItem = Schemas['InboxItem'];
export type InboxItemDetail = Schemas['InboxItemDetail'];
export type InboxKind = Schemas['InboxKind'];
export type InboxStatus = Schemas['InboxStatus'];
export type InboxChange = Schemas['InboxChangeRequest'];

export const INBOX_PATH = '/api/staff/inbox/';
export const INBOX_ITEM_PATH = '/api/staff/inbox/{item_id}/';
/** The console's address of one item (the notices' links point here too). */
export const inboxPagePath = (id: string) => `/staff/inbox/${id}`;

export const INBOX_KINDS = [
  'Service Request',
  'Custom Quote',
  "Let's Talk",
  'Support',
  'Live Chat',
] as const satisfies readonly InboxKind[];

/** A drop-down's choice among `choices`, or '' for none of them (its placeholder). */
export const chosen = <Choice extends string>(choices: readonly Choice[], value: string): Choice | '' =>
  choices.find((choice) => choice === value) ?? '';

export const INBOX_STATUSES = [
  'Received',
  'In Review',
  'Quoted',
  'Won',
  'Lost',
  'Closed',
] as const satisfies readonly InboxStatus[];

export const INBOX_TEXTS = {
  title: 'Inbox',
  subtitle:
    "Service requests, custom quotes, Let's Talk messages, support requests and live-chat hand-offs, newest first.",
  loading: 'Loading the inbox...',
  loadingOne: 'Loading the item...',
  columns: ['Received', 'Waited', 'Kind', 'From', 'Subject', 'Status', 'Handled by'],
  empty: 'Nothing here. New requests show up as visitors send them.',
  kind: 'Kind',
  everyKind: 'Every kind',
  status: 'Status',
  everyStatus: 'Every status',
  assignee: 'Handled by',
  anyone: 'Anyone',
  me: 'Me',
  nobody: 'Nobody yet',
  more: 'Older items',
  back: 'Back to the inbox',
  assign: 'Assign',
  move: 'Move',
  moveTo: 'Move to',
  assignTo: 'Handled by',
  reply: 'Reply by e-mail',
  replyLabel: (email: string) => `Your reply to ${email}`,
  send: 'Send reply',
  thread: 'Replies',
  noReplies: 'No reply yet.',
  chat: 'The chat so far',
  visitor: 'Visitor',
  assistant: 'Assistant',
} as const;

/** "45 min", "3 h 20 min", "2 days 4 h": how long an item has waited, or waited before its first reply. */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} days ${hours % 24} h` : `${days} days`;
}

/** The Waited column: still waiting, or how long the first reply took. */
export const waitedText = (item: Pick<InboxItem, 'waited_minutes' | 'waiting' | 'replies'>) =>
  item.waiting
    ? `Waiting ${durationText(item.waited_minutes)}`
    : item.replies > 0
      ? `Answered in ${durationText(item.waited_minutes)}`
      : `Ended after ${durationText(item.waited_minutes)}`;

export const receivedFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
