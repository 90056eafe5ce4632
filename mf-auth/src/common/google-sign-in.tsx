import { Button, MIN_ACCOUNT_SCREEN_WIDTH, useApiGet, usePlatform } from '@platform/shared-ui';
import { useId } from 'react';
import type { GoogleStatusResponse } from './account-api';
import { formError } from './form-feedback';
import styles from './forms.module.css';

export interface GoogleSignInButtonProps {
  label: string;
  /** What narrow screens are told (login and sign-up word it differently). */
  narrowScreenMessage: string;
}

/**
 * "Continue with Google": a full-page trip to `GET /api/google-login/`, which comes back to
 * /google-callback. When the server has no Google settings, the button is off and says so.
 */
export function GoogleSignInButton({ label, narrowScreenMessage }: GoogleSignInButtonProps) {
  const { toast } = usePlatform();
  const status = useApiGet<GoogleStatusResponse>('/api/google-login/status', { auth: 'none' });
  const noteId = useId();
  const unavailable = status.status === 'success' && !status.data.configured;

  function start() {
    const width = window.innerWidth;
    if (width < MIN_ACCOUNT_SCREEN_WIDTH) {
      toast(narrowScreenMessage, formError);
      return;
    }
    window.location.assign(`/api/google-login/?screen_width=${width}`);
  }

  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        block
        onClick={start}
        disabled={unavailable}
        aria-describedby={unavailable ? noteId : undefined}
      >
        {label}
      </Button>
      {unavailable ? (
        <p id={noteId} className={styles.note}>
          Google sign-in is not configured.
        </p>
      ) : null}
    </>
  );
}
