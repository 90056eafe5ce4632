import { INVITE_MESSAGES as SHARED_INVITE_MESSAGES } from '@platform/contract';
import type { TeamRole } from '@platform/contract';

/*
 * The invite's choices and its shared texts are @platform/contract's (the team pages offer and check the
 * same); these are the API's own rules and answers (the spec's workspace validation rules and workspace error catalogue).
 */

/** Roles a manager with Edit (short of Full Access) in Team Management may invite. */
export const ROLES_EDIT_MANAGERS_MAY_INVITE: readonly TeamRole[] = ['Viewer', 'Reviewer'];

/** The project lead on the team page: the member with this role, else the owner. */
export const LEAD_ROLE: TeamRole = 'Project Manager';

export const INVITE_MESSAGES = {
  ...SHARED_INVITE_MESSAGES,
  yourself: 'You are already in this project.',
  alreadyMember: 'This person is already a member of this project.',
  alreadyInvited: 'An invitation is already pending for this email. Re-send it from the team page.',
} as const;

/** How long an invitation link works. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;
