export const STAFF_ROLES: readonly ["Admin", "Operations", "Finance"];
export namespace STAFF_ROLE_DUTIES {
    let Admin: "Everything, and adds, changes and deactivates staff";
    let Operations: "The inbox, the talent pool, staffing and proposals";
    let Finance: "The money desk: payments, overdue accounts, refunds and payouts";
}
export namespace STAFF_MESSAGES {
    let notFound: "Not found.";
    function roleNeeded(roles: readonly StaffRoleName[]): string;
    let twoFactorNeeded: "Turn on two-factor sign-in to use the staff console.";
    let emailNeeded: "Enter the e-mail address of the new staff member.";
    let roleInvalid: "Choose Admin, Operations or Finance.";
    let alreadyStaff: "This person is already on the staff.";
    let added: "Staff member added. They have been e-mailed a link to choose a password.";
    let roleChanged: "Role changed.";
    let deactivated: "Staff member deactivated.";
    let reactivated: "Staff member reactivated.";
    let lastAdmin: "The staff needs at least one active Admin.";
    let ownAccount: "You cannot change your own role or deactivate yourself.";
    let staffMemberMissing: "Staff member not found.";
}
export type StaffRoleName = (typeof STAFF_ROLES)[number];
