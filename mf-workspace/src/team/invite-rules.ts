import { PERMISSION_AREAS } from '@platform/contract';
import { isValidEmail } from '@platform/shared-ui';
import type { InviteBody, Permissions, TeamAccess } from './team-api';
import { INVITE_TEXTS } from './team-texts';

export interface InviteDraft {
  email: string;
  role: string;
  access: TeamAccess | '';
  permissions: Partial<Permissions>;
}

const emptyDraft: InviteDraft = { email: '', role: '', access: '', permissions: {} };

/** The draft carried to the permissions page and back in navigation state. */
export const draftFromState = (state: unknown): InviteDraft =>
  (state as { draft?: InviteDraft } | null)?.draft ?? emptyDraft;

/** The invite form's checks, in the spec's order (workspace validation rules); null when it may be sent. */
export function inviteProblem(draft: InviteDraft, projectId: string): string | null {
  if (!draft.email.trim() || !draft.role || !draft.access) return INVITE_TEXTS.required;
  if (!isValidEmail(draft.email.trim())) return INVITE_TEXTS.invalidEmail;
  if (!projectId) return INVITE_TEXTS.projectMissing;
  if (draft.access === 'Custom Permissions' && PERMISSION_AREAS.some((area) => !draft.permissions[area])) {
    return INVITE_TEXTS.customIncomplete;
  }
  return null;
}

/** The fields a problem of `inviteProblem` is about, by the form's (and the API's) names. */
export function inviteProblemFields(draft: InviteDraft, problem: string): string[] {
  if (problem === INVITE_TEXTS.required) {
    return (['email', 'role', 'access'] as const).filter((field) => !draft[field].trim());
  }
  return problem === INVITE_TEXTS.invalidEmail ? ['email'] : [];
}

/** The payload: with Full Access only email, role, access and project id are sent. */
export function inviteBody(draft: InviteDraft, projectId: string): InviteBody {
  const base = { email: draft.email.trim(), role: draft.role, access: draft.access, projectId };
  return draft.access === 'Custom Permissions' ? { ...base, ...draft.permissions } : base;
}
