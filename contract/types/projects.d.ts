export const PROJECT_TYPES: readonly ["Design project", "Development project", "Design and Development project"];
export namespace PROJECT_LIMITS {
    let name: 100;
    let goal: 500;
}
export namespace PROJECT_SETUP_STATUSES {
    let incomplete: "Complete setting up your project.";
    let complete: "Continue with your project workspace.";
}
/** The new-project chat's reply status when the reply named or typed the project. */
export const PROJECT_IDENTITY_UPDATED: "Project name and type updated";
export namespace PROJECT_EDIT_MESSAGES {
    let nameRequired: "Project name is required.";
    let nameTooLong: "Project name must be at most 100 characters.";
    let typeRequired: "Choose the project type.";
    let goalTooLong: "Goal must be at most 500 characters.";
}
export type ProjectTypeLabel = (typeof PROJECT_TYPES)[number];
