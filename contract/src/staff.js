// @ts-check

/*
 * The staff console's roles and the texts both sides show (issue #27; docs/permissions.md, "Staff calls").
 * Roles are stored upper-case (`ADMIN`) and sent as these labels.
 */

export const STAFF_ROLES = /** @type {const} */ (['Admin', 'Operations', 'Finance']);
/** @typedef {(typeof STAFF_ROLES)[number]} StaffRoleName */

/** What each role is for, as the console's Staff page explains it. */
export const STAFF_ROLE_DUTIES = /** @type {const} */ ({
  Admin: 'Everything, and adds, changes and deactivates staff',
  Operations: 'The inbox, the talent pool, staffing and proposals',
  Finance: 'The money desk: payments, overdue accounts, refunds and payouts',
});

export const STAFF_MESSAGES = /** @type {const} */ ({
  /** Any caller who is not active staff, for every staff call: the console reveals nothing. */
  notFound: 'Not found.',
  /** @param {readonly StaffRoleName[]} roles */
  roleNeeded: (roles) => `Only ${roles.join(' or ')} staff can do this.`,
  twoFactorNeeded: 'Turn on two-factor sign-in to use the staff console.',
  emailNeeded: 'Enter the e-mail address of the new staff member.',
  roleInvalid: 'Choose Admin, Operations or Finance.',
  alreadyStaff: 'This person is already on the staff.',
  added: 'Staff member added. They have been e-mailed a link to choose a password.',
  roleChanged: 'Role changed.',
  deactivated: 'Staff member deactivated.',
  reactivated: 'Staff member reactivated.',
  lastAdmin: 'The staff needs at least one active Admin.',
  ownAccount: 'You cannot change your own role or deactivate yourself.',
  staffMemberMissing: 'Staff member not found.',
});
