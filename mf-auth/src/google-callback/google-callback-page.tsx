import { GOOGLE_RETURN_MESSAGES } from '@platform/contract';
import { Spinner, usePlatform, useTypedApi } from '@platform/shared-ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthFrame } from '../common/auth-frame';
import { joinInvitedProject } from '../common/pending-invitation';

/** The messages the API's Google return gives with a token (the spec's states and transitions "Google return"). */
const toProfile: readonly string[] = [
  GOOGLE_RETURN_MESSAGES.created,
  GOOGLE_RETURN_MESSAGES.profileIncomplete,
];

/**
 * /google-callback?token=...&message=...: keeps the token and routes on the message; with `?two_factor=`
 * (the account has two-factor sign-in) it hands the challenge to the login page's code step. Navigation
 * replaces this entry, so the token leaves the address bar and the history at once.
 */
export default function GoogleCallbackPage() {
  const { auth, toast } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handled = useRef(false);
  const token = params.get('token');
  const message = params.get('message') ?? '';
  // Google vouched for the address; an account with two-factor sign-in still needs its code.
  const twoFactorChallenge = params.get('two_factor');

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (handled.current) return;
    handled.current = true;
    if (twoFactorChallenge) {
      navigate('/login', { replace: true, state: { twoFactorChallenge } });
      return;
    }
    if (!token) {
      toast(GOOGLE_RETURN_MESSAGES.failed, { type: 'error' });
      navigate('/login', { replace: true });
      return;
    }
    auth.setToken(token);
    void joinInvitedProject(api, toast);
    if (toProfile.includes(message)) {
      toast(message, { type: 'info' });
      navigate('/create-profile', { replace: true });
    } else {
      toast(message || GOOGLE_RETURN_MESSAGES.loggedIn, { type: 'success' });
      navigate('/dashboard', { replace: true });
    }
  }, [api, auth, message, navigate, toast, token, twoFactorChallenge]);

  return (
    <AuthFrame title="Signing you in">
      <Spinner label="Signing you in with Google" />
    </AuthFrame>
  );
}
