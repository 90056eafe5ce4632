import type { ReviewStatus, ReviewType } from '@platform/prisma';

/* The spec's words for reviews (the spec's reviews screen and workspace states and transitions): statuses review, approved, rejected; the list's tabs. */

export const REVIEW_STATUSES = ['review', 'approved', 'rejected'] as const;
export type ReviewStatusLabel = (typeof REVIEW_STATUSES)[number];

export const REVIEW_TABS = ['all', 'pending', 'approved', 'rejected'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

export const REVIEW_TYPES = ['Internal Review', 'Client Review'] as const;
export type ReviewTypeLabel = (typeof REVIEW_TYPES)[number];

export const DELIVERABLE_TYPES = ['Design', 'Code', 'Content', 'Document', 'Media', 'Other'] as const;

export const TEAM_ACCESS = ['Entire Team', 'Selected Members'] as const;

export const reviewStatusLabel: Record<ReviewStatus, ReviewStatusLabel> = {
  REVIEW: 'review',
  APPROVED: 'approved',
  REJECTED: 'rejected',
};

export const tabStatus: Record<ReviewTab, ReviewStatus | null> = {
  all: null,
  pending: 'REVIEW',
  approved: 'APPROVED',
  rejected: 'REJECTED',
};

export const reviewTypeOf: Record<ReviewTypeLabel, ReviewType> = {
  'Internal Review': 'INTERNAL',
  'Client Review': 'CLIENT',
};

export const reviewTypeLabel: Record<ReviewType, ReviewTypeLabel> = {
  INTERNAL: 'Internal Review',
  CLIENT: 'Client Review',
};
