// @ts-check

/*
 * The add-task form's choices, limits and texts (the spec's workspace validation rules and workspace error catalogue): the page offers and checks them before
 * sending, the API checks them again with the same words.
 */

export const TASK_TYPES = /** @type {const} */ (['Design', 'Code', 'Write', 'Review', 'Support', 'Print']);
/** @typedef {(typeof TASK_TYPES)[number]} TaskTypeLabel */

export const TASK_VISIBILITIES = /** @type {const} */ (['Entire project', 'Assignees only']);
/** @typedef {(typeof TASK_VISIBILITIES)[number]} TaskVisibilityLabel */

/** How many files one task takes, and how large each may be. */
export const TASK_ATTACHMENT_LIMITS = /** @type {const} */ ({ files: 10, bytes: 5 * 1024 * 1024 });

export const TASK_FORM_MESSAGES = /** @type {const} */ ({
  created: 'Task created successfully',
  required: 'Task Name, Task Type, Task Description, and Assigned To are required.',
  files: 'Only unique PDF, DOC, JPEG, JPG, and PNG files are allowed.',
  tooManyFiles: `Attach at most ${TASK_ATTACHMENT_LIMITS.files} files.`,
  timelineOrder: 'The estimated completion cannot be before the start date.',
  fileTooLarge: `Each file must be ${TASK_ATTACHMENT_LIMITS.bytes / 1024 / 1024} MB or smaller.`,
});

/**
 * A timeline day that is not one, by the field it is in: the API answers a five-digit year or 30 February
 * with it, and the task page asks for a half-typed date ("12/__/2026") to be finished in the same words.
 */
export const TASK_TIMELINE_MESSAGES = /** @type {const} */ ({
  start_date: 'Please pick a real start date.',
  estimated_completion: 'Please pick a real estimated completion date.',
});

/** Changing a task after it was made: the detail page and the board show these, the API answers them. */
export const TASK_EDIT_MESSAGES = /** @type {const} */ ({
  updated: 'Task updated.',
  deleted: 'Task deleted.',
  stale: 'Someone changed this task after you opened it. Reload it to see their changes, then try again.',
  checklistText: 'A checklist step needs between 1 and 300 characters.',
  checklistFull: 'A task takes at most 50 checklist steps.',
});
