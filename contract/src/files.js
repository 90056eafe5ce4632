// @ts-check

/* A project's files (the spec's files screen): the upload area says the limit and checks it, the API enforces it. */

/** Each file or version, at most. */
export const PROJECT_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const FILE_MESSAGES = /** @type {const} */ ({
  uploaded: 'File uploaded successfully!',
});
