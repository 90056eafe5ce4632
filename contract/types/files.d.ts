/** Each file or version, at most. */
export const PROJECT_FILE_MAX_BYTES: number;
/** Who may see a file, from everyone on the project to its owner and managers alone. */
export const FILE_ACCESS_LEVELS: readonly ["Public", "Feature Based", "Task Based", "Restricted", "Confidential"];
/** Where a file stands in its review, as the files page and its filter show it. */
export const FILE_STATUSES: readonly ["Draft", "In Review", "Approved", "Rejected"];
export namespace FILE_MESSAGES {
    let uploaded: "File uploaded successfully!";
}
