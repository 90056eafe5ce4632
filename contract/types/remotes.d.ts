/**
 * The Module Federation remotes, one per area of the site, in the order the registry lists them:
 * `package` is the folder and the published builds' folder, `name` the federation name, `area` what the
 * area's fallback and build stamp call it.
 */
export const REMOTES: readonly [{
    readonly package: "mf-marketing";
    readonly name: "mf_marketing";
    readonly area: "Marketing";
}, {
    readonly package: "mf-auth";
    readonly name: "mf_auth";
    readonly area: "Accounts";
}, {
    readonly package: "mf-workspace";
    readonly name: "mf_workspace";
    readonly area: "Workspace";
}, {
    readonly package: "mf-billing";
    readonly name: "mf_billing";
    readonly area: "Billing";
}, {
    readonly package: "mf-staff";
    readonly name: "mf_staff";
    readonly area: "Staff";
}];
/** @typedef {(typeof REMOTES)[number]} Remote */
/** @typedef {Remote['package']} RemotePackage */
/** @typedef {Remote['name']} RemoteName */
/** @typedef {Remote['area']} RemoteArea */
/** The remotes' package folders. */
export const REMOTE_PACKAGES: ("mf-marketing" | "mf-auth" | "mf-workspace" | "mf-billing" | "mf-staff")[];
/**
 * The page keys of each remote's `./pages` module, by federation name: the shell's route table names a
 * page by one of these, and each remote exports exactly these (`RemotePagesModule<N>` in shared-ui), so
 * the compiler checks both sides. Changing a list changes the contract (docs/operations.md, "Contract
 * version").
 */
export const REMOTE_PAGES: Readonly<{
    readonly mf_marketing: readonly ["home", "services", "pricing", "letsTalk", "liveChat", "customQuote", "requests", "terms", "privacy"];
    readonly mf_auth: readonly ["login", "register", "verifyEmail", "googleCallback", "forgotPassword", "verifyPasswordLink", "createNewPassword", "passwordUpdated", "createProfile", "settings", "talentRegister", "talentCreateProfile", "talentSkillsAndExperience"];
    readonly mf_workspace: readonly ["dashboard", "allProjects", "createProject", "workspaceOverview", "tasks", "addNewTask", "addTask", "taskDetails", "projectBrief", "projectFeatures", "filesAndResources", "meetings", "teamSelection", "hire", "contractAndPayment", "reviewTeamAndCost", "mobilePayment", "projectBriefAndScope", "placements", "reviewAndApproval", "submitReview", "projectTeam", "teamProfile", "addTeamMember", "addTeamMemberPermissions", "teamMemberAddedSuccessfully", "timelineAndMilestones", "recentUpdates", "handover"];
    readonly mf_billing: readonly ["billingOverview", "plans", "teamPayments", "teamPaymentDetails", "invoiceDetails", "teamSeats"];
    readonly mf_staff: readonly ["console"];
}>;
/**
 * A page key of remote `N` (all remotes' keys for a union of names).
 * @template {RemoteName} [N=RemoteName]
 * @typedef {(typeof REMOTE_PAGES)[N][number]} RemotePageKey
 */
/**
 * What a prerendered public page carries for the shell, named here because the API writes it and the shell reads
 * it: the `<meta>` saying whom the HTML was prerendered for (`everyone` or `visitor`), and the id of the
 * `<script type="application/json">` holding the registry answer and the page's area's manifest.
 */
export const PRERENDERED_FOR_META: "platform-prerendered-for";
export const SERVED_REGISTRY_ID: "platform-registry";
export type Remote = (typeof REMOTES)[number];
export type RemotePackage = Remote["package"];
export type RemoteName = Remote["name"];
export type RemoteArea = Remote["area"];
/**
 * A page key of remote `N` (all remotes' keys for a union of names).
 */
export type RemotePageKey<N extends RemoteName = "mf_marketing" | "mf_auth" | "mf_workspace" | "mf_billing" | "mf_staff"> = (typeof REMOTE_PAGES)[N][number];
