import { MILESTONE_SPLIT_MESSAGES } from '@platform/contract';
import type { MilestoneStatus } from '@platform/prisma';
import { REVIEW_FILES_MAX, reviewMessages } from '../reviews/review-changes.js';

/* The milestones' words: statuses as the timeline shows them, answers and refusals. */

/** Days a delivery waits for the client's answer before it is accepted automatically (docs/decisions.md). */
export const AUTO_ACCEPT_DAYS = 7;
/** Days after a delivery on which the approvers are reminded that it waits for them. */
export const REMINDER_DAYS = [3, 6] as const;

/** How many of the project's files one delivery holds: a delivery is a client review of them. */
export const DELIVERY_FILES_MAX = REVIEW_FILES_MAX;

export const MILESTONE_STATUS_LABELS = {
  PLANNED: 'Planned',
  IN_PROGRESS: 'In Progress',
  DELIVERED: 'Delivered',
  CHANGES_REQUESTED: 'Changes Requested',
  ACCEPTED: 'Accepted',
  PAID: 'Paid',
} as const satisfies Record<MilestoneStatus, string>;

export type MilestoneStatusLabel = (typeof MILESTONE_STATUS_LABELS)[MilestoneStatus];

export const milestoneMessages = {
  notFound: 'Milestone not found.',
  teamOnly: 'Only the project team can deliver or split milestones.',
  notStarted: 'Work on milestones starts once the first payment is in.',
  waiting: 'This milestone is waiting for the client to accept it or request changes.',
  alreadyAccepted: 'This milestone has already been accepted.',
  notDelivered: 'This milestone has not been delivered yet.',
  notSplittable: 'Only a milestone that has not been delivered or accepted can be split.',
  ...MILESTONE_SPLIT_MESSAGES,
  commentRequired: 'Please say what should change.',
  tooManyFiles: `A delivery holds at most ${DELIVERY_FILES_MAX} files.`,
  fileNotFound: reviewMessages.fileNotFound,
  split: 'Milestone split.',
  delivered: 'Milestone delivered for review.',
  changesRequested: 'Changes requested.',
  accepted: 'Milestone accepted.',
  redeliver: 'This review is a milestone delivery: deliver the milestone again on Timeline & Milestones.',
} as const;
