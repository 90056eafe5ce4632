// @ts-check

/* A project brief's sections (the spec's project brief screen): the brief editor checks them before saving, the API again. */

/** The longest a section may be, in characters after trimming. */
export const BRIEF_SECTION_MAX = 10_000;

export const BRIEF_MESSAGES = {
  /** @param {string} section the section's heading ("Overview") */
  required: (section) => `${section} is required.`,
  /** @param {string} section the section's heading ("Overview") */
  tooLong: (section) => `${section} must be at most ${BRIEF_SECTION_MAX} characters.`,
};
