// @ts-check

/*
 * A project's words and limits on both sides of the wire: the type texts of the spec's project list (part 1
 * the spec's roles and permissions), and the Edit Project dialog's rules, which the page checks before sending and the API again.
 */

export const PROJECT_TYPES = /** @type {const} */ ([
  'Design project',
  'Development project',
  'Design and Development project',
]);

/** @typedef {(typeof PROJECT_TYPES)[number]} ProjectTypeLabel */

/** The longest name and goal an edit may give a project, in characters after trimming. */
export const PROJECT_LIMITS = /** @type {const} */ ({ name: 100, goal: 500 });

/** The two answers of `POST /api/check_project/`: the project card goes to the chat or to the workspace. */
export const PROJECT_SETUP_STATUSES = /** @type {const} */ ({
  incomplete: 'Complete setting up your project.',
  complete: 'Continue with your project workspace.',
});

/** The new-project chat's reply status when the reply named or typed the project. */
export const PROJECT_IDENTITY_UPDATED = 'Project name and type updated';

export const PROJECT_EDIT_MESSAGES = /** @type {const} */ ({
  nameRequired: 'Project name is required.',
  nameTooLong: `Project name must be at most ${PROJECT_LIMITS.name} characters.`,
  typeRequired: 'Choose the project type.',
  goalTooLong: `Goal must be at most ${PROJECT_LIMITS.goal} characters.`,
});
