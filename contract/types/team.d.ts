export const PERMISSION_AREAS: readonly ["projectOverviewAndScope", "taskAndWorkflowManagement", "projectFilesAndDocumentations", "teamManagenentAndCollaboration", "budgetAndFinancialControl"];
export namespace PERMISSION_AREA_LABELS {
    let projectOverviewAndScope: "Project Overview & Scope";
    let taskAndWorkflowManagement: "Task & Workflow Management";
    let projectFilesAndDocumentations: "Project Files & Documentation";
    let teamManagenentAndCollaboration: "Team Management & Collaboration";
    let budgetAndFinancialControl: "Budget & Financial Control";
}
/** Ordered from least to most: a level includes every level before it. */
export const PERMISSION_LEVELS: readonly ["View", "Edit", "Review", "Approve", "Full Access"];
export function includesLevel(held: PermissionLevel, needed: PermissionLevel): boolean;
export function everyArea(level: PermissionLevel): AreaLevels;
export const TEAM_ROLES: readonly ["Admin", "Editor", "Reviewer", "Viewer", "Project Manager"];
/** @typedef {(typeof TEAM_ROLES)[number]} TeamRole */
export const TEAM_ACCESS: readonly ["Full Access", "Custom Permissions"];
export namespace INVITE_MESSAGES {
    let required: "Email, Role, and Access are required!";
    let invalidEmail: "Please enter a valid email address.";
    let projectMissing: "Project ID is missing!";
    let customIncomplete: "All custom permission fields must be filled!";
    let added: "Team member added successfully!";
    let seatsFull: "All the seats of your plan are occupied. Add a seat to invite another member.";
}
export type PermissionArea = (typeof PERMISSION_AREAS)[number];
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];
export type AreaLevels = Record<PermissionArea, PermissionLevel>;
export type TeamRole = (typeof TEAM_ROLES)[number];
export type TeamAccessChoice = (typeof TEAM_ACCESS)[number];
