import { Button, FORM_ERROR_TOAST, MIN_ACCOUNT_SCREEN_WIDTH, usePlatform } from '@platform/shared-ui';
import { authAs, useApiQuery } from '@platform/shared-ui/queries';
import { useEffect } from 'react';
import styles from './forms.module.css';

export interface GoogleSignInButtonProps {
  label: string;
  /** What narrow screens are told (login and sign-up word it differently). */
  narrowScreenMessage: string;
}

/**
 * "or" and "Continue with Google": a full-page trip to `GET /api/google-login/`, which comes back to
 * /google-callback. Shown once the server says it has Google settings: without them there is neither the
 * button nor a lone "or" (a setting is the operator's business, not the customer's, so only the browser
 * console says why), and the prerendered page does not draw a button that then goes (issue #33: it moved the
 * whole centred form, a layout shift on every visit to a server without Google).
 */
export function GoogleSignInButton({ label, narrowScreenMessage }: GoogleSignInButtonProps) {
  const { toast } = usePlatform();
  const status = useApiQuery('get', '/api/google-login/status', { headers: authAs('none') });
  const unavailable = status.data?.configured === false;
  useEffect(() => {
    if (unavailable) console.info('Google sign-in is hidden: the server has no GOOGLE_CLIENT_ID/SECRET.');
  }, [unavailable]);

  function start() {
    const width = window.innerWidth;
    if (width < MIN_ACCOUNT_SCREEN_WIDTH) {
      toast(narrowScreenMessage, FORM_ERROR_TOAST);
      return;
    }
    window.location.assign(`/api/google-login/?screen_width=${width}`);
  }

  if (status.data?.configured !== true) return null;
  return (
    <>
      <div className={styles.divider}>or</div>
      <Button variant="secondary" size="lg" block onClick={start}>
        {label}
      </Button>
    </>
  );
}
