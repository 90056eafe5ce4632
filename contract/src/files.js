// @ts-check

/* A project's files (the spec's files screen): the upload area says the limit and checks it, the API enforces it. */

/** Each file or version, at most. */
export const PROJECT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Who may see a file, from everyone on the project to its owner and managers alone. */
export const FILE_ACCESS_LEVELS = /** @type {const} */ ([
  'Public',
  'Feature Based',
  'Task Based',
  'Restricted',
  'Confidential',
]);

/** Where a file stands in its review, as the files page and its filter show it. */
export const FILE_STATUSES = /** @type {const} */ (['Draft', 'In Review', 'Approved', 'Rejected']);

export const FILE_MESSAGES = /** @type {const} */ ({
  uploaded: 'File uploaded successfully!',
});
