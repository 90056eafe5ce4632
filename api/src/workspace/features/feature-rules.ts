import { FEATURE_MESSAGES } from '@platform/contract';

/*
 * What a feature may hold is @platform/contract's (FEATURE_LIMITS, FEATURE_MESSAGES, specificationLines): the
 * dialogs check the same. These are the answers only the API gives.
 */
export const featureMessages = {
  ...FEATURE_MESSAGES,
  duplicate: 'This project already has a feature with that name.',
  deleted: 'Feature deleted.',
  notFound: 'Feature not found.',
} as const;
