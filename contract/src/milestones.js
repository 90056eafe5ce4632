// @ts-check

/*
 * Splitting a milestone (the spec's timeline and milestones): the split dialog checks these before sending, and
 * the API checks them again with the same words.
 */

/** The longest title a milestone split off may have. */
export const MILESTONE_TITLE_MAX = 120;

export const MILESTONE_SPLIT_MESSAGES = /** @type {const} */ ({
  titleRequired: `Give the new milestone a title (up to ${MILESTONE_TITLE_MAX} characters).`,
  dueDate: 'Please pick a real due date.',
  dueDateRange: 'The due date must be between today and the due date of the milestone it is split from.',
  features: 'Pick features of this milestone only, and leave it at least one when it has several.',
  amount:
    "Enter the amount in naira, with at most two decimal places, more than zero and less than the milestone's amount.",
});
