import {
  ApiError,
  Button,
  failureMessage,
  Form,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  usePlatform,
  useSubmit,
  useTypedApi,
} from '@platform/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { emailFromState } from '../common/account-api';
import { AuthFrame } from '../common/auth-frame';
import styles from '../common/forms.module.css';
import { joinInvitedProject } from '../common/pending-invitation';
import { CodeInput, emptyCode } from './code-input';

const verificationFailed = 'Verification failed.';

/**
 * A failed code check is said at the boxes as well as in the toast (the spec's error catalogue: "inline and toast"),
 * also when the server names no field (no answer, a 5xx): its error is the code's.
 */
function failedAtTheCode(error: unknown): never {
  const message = failureMessage(error, { fallback: verificationFailed });
  const status = error instanceof ApiError ? error.status : 0;
  throw new ApiError(status, message, { otp: message });
}

/** /verify-email: the six-digit code for the address passed in navigation state. */
export default function VerifyEmailPage() {
  const { auth, toast } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const email = emailFromState(useLocation().state);
  const [digits, setDigits] = useState(emptyCode);
  // The page moves on to /create-profile after a success. The code's error is shown at the boxes, and
  // focus goes back to the first box to type it again.
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true, busyAfterSuccess: true });
  const { errorFor, clear } = fieldErrors;
  const error = errorFor('otp') ?? '';
  const [resending, setResending] = useState(false);
  const errorId = useId();
  const sentAway = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice: the page cannot work without the address.
    if (email || sentAway.current) return;
    sentAway.current = true;
    toast('Email is required to proceed.', FORM_ERROR_TOAST);
    navigate('/register', { replace: true });
  }, [email, navigate, toast]);

  const complete = digits.every((digit) => /^\d$/.test(digit));

  async function verify() {
    if (!complete) return;
    const answer = await submit(null, () =>
      api
        .post('/api/verify-otp/', {
          body: { email, otp: digits.join('') },
          auth: 'form',
          fallbackMessage: verificationFailed,
        })
        .catch(failedAtTheCode),
    );
    if (!answer) return;
    auth.setToken(answer.access_token);
    await joinInvitedProject(api, toast);
    navigate('/create-profile');
  }

  async function resend() {
    if (resending || !email) return;
    setResending(true);
    try {
      const answer = await api.post('/api/resend-otp/', { body: { email }, auth: 'form' });
      setDigits(emptyCode());
      clear();
      toast(answer.message, FORM_SUCCESS_TOAST);
    } catch (caught) {
      toast(failureMessage(caught), FORM_ERROR_TOAST);
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthFrame
      title="Verify your email"
      subtitle={
        <>
          Enter the 6-digit code we sent to <strong>{email}</strong>. It is valid for 10 minutes.
        </>
      }
    >
      <Form className={styles.form} onSubmit={() => void verify()} fieldErrors={fieldErrors}>
        <CodeInput
          digits={digits}
          onChange={setDigits}
          invalid={error !== ''}
          describedBy={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} role="alert" className={styles.inlineError}>
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" block disabled={!complete} loading={submitting}>
          Verify
        </Button>
      </Form>
      <div className={styles.actions}>
        <Link to="/register" className={styles.link}>
          Change email address
        </Link>
        <button type="button" className={styles.textButton} onClick={resend} disabled={resending}>
          Resend code
        </button>
      </div>
    </AuthFrame>
  );
}
