/*
 * The invite's choices (spec part 2 §6) and the texts of its rules (§5, §8).
 */

export const TEAM_ROLES = ['Admin', 'Editor', 'Reviewer', 'Viewer', 'Project Manager'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Roles a manager with Edit (short of Full Access) in Team Management may invite. */
export const ROLES_EDIT_MANAGERS_MAY_INVITE: readonly TeamRole[] = ['Viewer', 'Reviewer'];

export const TEAM_ACCESS = ['Full Access', 'Custom Permissions'] as const;
export type TeamAccessChoice = (typeof TEAM_ACCESS)[number];

/** The project lead on the team page: the member with this role, else the owner. */
export const LEAD_ROLE: TeamRole = 'Project Manager';

export const INVITE_MESSAGES = {
  required: 'Email, Role, and Access are required!',
  invalidEmail: 'Please enter a valid email address.',
  projectMissing: 'Project ID is missing!',
  customIncomplete: 'All custom permission fields must be filled!',
  added: 'Team member added successfully!',
  yourself: 'You are already in this project.',
  alreadyMember: 'This person is already a member of this project.',
  alreadyInvited: 'An invitation is already pending for this email. Re-send it from the team page.',
} as const;

/** How long an invitation link works. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;
