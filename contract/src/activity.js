// @ts-check

/*
 * What the live stream and the activity record carry (api/src/workspace/events/, shared-ui's live events): every kind
 * of change is `<subject>.<what happened>`, so a page can follow a whole subject ("task") or one kind
 * ("task.moved").
 */

export const ACTIVITY_KINDS = /** @type {const} */ ([
  'task.created',
  'task.updated',
  'task.moved',
  'task.deleted',
  'feature.created',
  'feature.updated',
  'feature.deleted',
  'file.created',
  'file.updated',
  'file.versioned',
  'file.approved',
  'file.deleted',
  'review.created',
  'review.updated',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'meeting.scheduled',
  'meeting.updated',
  'member.joined',
  'member.updated',
  'member.removed',
  'brief.updated',
  'page-chat.message',
  'project.updated',
  'project.completed',
  'project.contract-signed',
  'project.first-payment',
  'milestone.split',
  'milestone.delivered',
  'milestone.changes-requested',
  'milestone.accepted',
  'milestone.paid',
  'invoice.paid',
  'notification.created',
]);

/** @typedef {(typeof ACTIVITY_KINDS)[number]} ActivityKind */

/**
 * Whether a kind is one a page follows: the kind itself, or its whole subject.
 * @param {string} kind
 * @param {readonly string[]} followed
 */
export const followsKind = (kind, followed) =>
  followed.some((wanted) => wanted === kind || kind.startsWith(`${wanted}.`));

/** Stream events that are about the stream itself rather than a change. */
export const LIVE_CONTROL_EVENTS = /** @type {const} */ ({
  /** The stream's first event: its id, for presence. */
  ready: 'ready',
  /** Who has the project page open, as a list of people. */
  presence: 'presence',
  /** Too much was missed to replay: reload the page's data. */
  reload: 'reload',
});
