/* The handover's words: refusals and answers, as the client reads them. */

export const RATING_COMMENT_MAX = 1000;

export const handoverMessages = {
  notCompleted: 'The handover is ready once every milestone is accepted and paid.',
  alreadyRated: "This project's team has already been rated.",
  stars: 'Choose a rating from 1 to 5 stars.',
  comment: `Keep the comment to ${RATING_COMMENT_MAX.toLocaleString('en-GB')} characters.`,
  rated: 'Thank you for rating the team.',
} as const;
