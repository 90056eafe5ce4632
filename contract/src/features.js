// @ts-check

/*
 * What a project feature may hold (the spec's project features screen): the Add Feature and edit dialogs check it before
 * sending, the API again, with the same texts.
 */

export const FEATURE_LIMITS = /** @type {const} */ ({
  /** Characters of a feature's name. */
  name: 120,
  /** Characters of its description, and of each specification line. */
  text: 2_000,
  /** Specification lines of one feature. */
  specifications: 30,
  /** Characters of its sprint. */
  sprint: 60,
});

export const FEATURE_MESSAGES = /** @type {const} */ ({
  required: 'Feature name and specification are required.',
  nameTooLong: `Feature name must be at most ${FEATURE_LIMITS.name} characters.`,
  textTooLong: `Feature descriptions and specifications must be at most ${FEATURE_LIMITS.text} characters each.`,
  tooManySpecifications: `A feature may have at most ${FEATURE_LIMITS.specifications} specifications.`,
  sprintTooLong: `Sprint must be at most ${FEATURE_LIMITS.sprint} characters.`,
  added: 'Feature added successfully!',
  updated: 'Feature updated successfully!',
});

/**
 * One specification a line; list markers ("- ", "* ", "1. ") and blank lines dropped.
 * @param {string} text
 * @returns {string[]}
 */
export const specificationLines = (text) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter((line) => line !== '');
