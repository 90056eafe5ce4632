import type { RequestStatus } from '@platform/prisma';

/*
 * The inbox's statuses and the moves between them (docs/decisions.md, "Staff console: the inbox"). Staff see
 * the sales words; the visitor's /requests page shows its own texts for the same values.
 */

export const INBOX_STATUS_NAMES = {
  RECEIVED: 'Received',
  IN_REVIEW: 'In Review',
  QUOTED: 'Quoted',
  WON: 'Won',
  LOST: 'Lost',
  CLOSED: 'Closed',
} as const satisfies Record<RequestStatus, string>;

export type InboxStatusName = (typeof INBOX_STATUS_NAMES)[RequestStatus];

/**
 * Where each status may go. Forward through the work, Closed from anywhere open (spam, a duplicate, a
 * withdrawal), back to In Review from Quoted (the quote is being redone) and from an ended item (the visitor
 * wrote again): nothing ends so hard that it cannot be looked at again, and nothing skips "someone looked".
 */
export const NEXT_STATUSES: Record<RequestStatus, readonly RequestStatus[]> = {
  RECEIVED: ['IN_REVIEW', 'CLOSED'],
  IN_REVIEW: ['QUOTED', 'WON', 'LOST', 'CLOSED'],
  QUOTED: ['IN_REVIEW', 'WON', 'LOST', 'CLOSED'],
  WON: ['IN_REVIEW'],
  LOST: ['IN_REVIEW'],
  CLOSED: ['IN_REVIEW'],
};

/** Ended: the item no longer waits for anyone. */
export const isEnded = (status: RequestStatus) =>
  status === 'WON' || status === 'LOST' || status === 'CLOSED';

export const STATUS_OF_NAME = Object.fromEntries(
  Object.entries(INBOX_STATUS_NAMES).map(([value, name]) => [name, value]),
) as Record<InboxStatusName, RequestStatus>;
