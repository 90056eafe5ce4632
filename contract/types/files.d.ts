/** Each file or version, at most. */
export const PROJECT_FILE_MAX_BYTES: number;
export namespace FILE_MESSAGES {
    let uploaded: "File uploaded successfully!";
}
