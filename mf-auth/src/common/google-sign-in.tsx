import { Button, MIN_ACCOUNT_SCREEN_WIDTH, usePlatform } from '@platform/shared-ui/core';
import { FORM_ERROR_TOAST, useTypedApi } from '@platform/shared-ui/forms';
import { useEffect, useState } from 'react';
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
 * whole centred form, a layout shift on every visit to a server without Google). Asked with the typed client, not
 * the query cache: the sign-in pages read nothing else, so they load no query library (issue #33).
 */
export function GoogleSignInButton({ label, narrowScreenMessage }: GoogleSignInButtonProps) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  // Unknown until the server answers; a failed check hides the button, as an unconfigured server does.
  const [configured, setConfigured] = useState<boolean | null>(null);
  useEffect(() => {
    const asked = new AbortController();
    api
      .get('/api/google-login/status', { auth: 'none', signal: asked.signal })
      .then((status) => {
        if (!status.configured) {
          console.info('Google sign-in is hidden: the server has no GOOGLE_CLIENT_ID/SECRET.');
        }
        setConfigured(status.configured);
      })
      .catch(() => {
        if (!asked.signal.aborted) setConfigured(false);
      });
    return () => asked.abort();
  }, [api]);

  function start() {
    const width = window.innerWidth;
    if (width < MIN_ACCOUNT_SCREEN_WIDTH) {
      toast(narrowScreenMessage, FORM_ERROR_TOAST);
      return;
    }
    window.location.assign(`/api/google-login/?screen_width=${width}`);
  }

  if (configured !== true) return null;
  return (
    <>
      <div className={styles.divider}>or</div>
      <Button variant="secondary" size="lg" block onClick={start}>
        {label}
      </Button>
    </>
  );
}
