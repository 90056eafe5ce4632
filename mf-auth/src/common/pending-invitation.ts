import type { Platform } from '@platform/shared-ui/core';
import {
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  failureMessage,
  type TypedApi,
} from '@platform/shared-ui/forms';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/*
 * An invitation link (`/register?invite=<token>&email=<address>`, e-mailed by the team page) is kept for
 * this tab until the visitor is signed in, through sign-up and e-mail verification or through login;
 * then the project is joined.
 */

const storageKey = 'pendingInvitation';

/** Keeps the link's token; gives it, and the invited address to fill in. */
export function useInvitationLink(): { invitedEmail: string; invitationQuery: string; invitation: string } {
  const [params] = useSearchParams();
  const token = params.get('invite') ?? '';
  useEffect(() => {
    if (token) sessionStorage.setItem(storageKey, token);
  }, [token]);
  return {
    invitedEmail: params.get('email') ?? '',
    invitationQuery: token ? `?${params.toString()}` : '',
    invitation: token,
  };
}

/** The sign-up itself joined the project (the link proved the address): nothing is left to join. */
export function forgetInvitation(): void {
  sessionStorage.removeItem(storageKey);
}

/** Once signed in: joins the invited project, if a link was followed. A refused link is told, never blocks. */
export async function joinInvitedProject(api: TypedApi, toast: Platform['toast']): Promise<void> {
  const token = sessionStorage.getItem(storageKey);
  if (!token) return;
  sessionStorage.removeItem(storageKey);
  try {
    const answer = await api.post('/api/accept-invitation/', { body: { token } });
    toast(answer.message, FORM_SUCCESS_TOAST);
  } catch (error) {
    toast(failureMessage(error), FORM_ERROR_TOAST);
  }
}
