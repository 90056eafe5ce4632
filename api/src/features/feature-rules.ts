/* What a feature may hold; the Add Feature and edit dialogs check the same (mf-workspace/src/features/). */

export const featureNameMax = 120;
export const featureTextMax = 2_000;
export const featureSpecificationsMax = 30;
export const featureSprintMax = 60;

export const featureMessages = {
  required: 'Feature name and specification are required.',
  nameTooLong: `Feature name must be at most ${featureNameMax} characters.`,
  textTooLong: `Feature descriptions and specifications must be at most ${featureTextMax} characters each.`,
  tooManySpecifications: `A feature may have at most ${featureSpecificationsMax} specifications.`,
  sprintTooLong: `Sprint must be at most ${featureSprintMax} characters.`,
  duplicate: 'This project already has a feature with that name.',
  added: 'Feature added successfully!',
  updated: 'Feature updated successfully!',
  deleted: 'Feature deleted.',
  notFound: 'Feature not found.',
} as const;

/** One specification a line; list markers ("- ", "* ", "1. ") and blank lines dropped. */
export const specificationLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter((line) => line !== '');
