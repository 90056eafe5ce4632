export const TASK_TYPES: readonly ["Design", "Code", "Write", "Review", "Support", "Print"];
/** @typedef {(typeof TASK_TYPES)[number]} TaskTypeLabel */
export const TASK_VISIBILITIES: readonly ["Entire project", "Assignees only"];
export namespace TASK_ATTACHMENT_LIMITS {
    let files: 10;
    let bytes: number;
}
export namespace TASK_FORM_MESSAGES {
    export let created: "Task created successfully";
    export let required: "Task Name, Task Type, Task Description, and Assigned To are required.";
    let files_1: "Only unique PDF, DOC, JPEG, JPG, and PNG files are allowed.";
    export { files_1 as files };
    export let tooManyFiles: "Attach at most 10 files.";
    export let timelineOrder: "The estimated completion cannot be before the start date.";
    export let fileTooLarge: `Each file must be ${number} MB or smaller.`;
}
export namespace TASK_TIMELINE_MESSAGES {
    let start_date: "Please pick a real start date.";
    let estimated_completion: "Please pick a real estimated completion date.";
}
export namespace TASK_EDIT_MESSAGES {
    let updated: "Task updated.";
    let deleted: "Task deleted.";
    let stale: "Someone changed this task after you opened it. Reload it to see their changes, then try again.";
    let checklistText: "A checklist step needs between 1 and 300 characters.";
    let checklistFull: "A task takes at most 50 checklist steps.";
}
export type TaskTypeLabel = (typeof TASK_TYPES)[number];
export type TaskVisibilityLabel = (typeof TASK_VISIBILITIES)[number];
