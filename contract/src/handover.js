// @ts-check

/*
 * A Completed project's handover (issue #26): the rating's rules and the answers the API gives, which the
 * handover page also shows when it checks the form before sending it. One text for both.
 */

export const RATING_COMMENT_MAX = 1000;

export const HANDOVER_MESSAGES = /** @type {const} */ ({
  notCompleted: 'The handover is ready once every milestone is accepted and paid.',
  alreadyRated: "This project's team has already been rated.",
  stars: 'Choose a rating from 1 to 5 stars.',
  comment: `Keep the comment to ${RATING_COMMENT_MAX.toLocaleString('en-GB')} characters.`,
  rated: 'Thank you for rating the team.',
});
