import { ACCOUNT_MESSAGES } from '@platform/contract';
import { ApiError, Button, type LoginResponse, usePlatform } from '@platform/shared-ui/core';
import { Form, HoneypotField, Input, useSubmit, useTypedApi } from '@platform/shared-ui/forms';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { LoginBody } from '../common/account-api';
import { AuthFrame } from '../common/auth-frame';
import { EmailInput } from '../common/email-input';
import styles from '../common/forms.module.css';
import { GoogleSignInButton } from '../common/google-sign-in';
import { joinInvitedProject, useInvitationLink } from '../common/pending-invitation';
import pageStyles from './login-page.module.css';
import { NarrowScreenNotice } from '../common/narrow-screen-notice';
import { TwoFactorStep, TWO_FACTOR_STEP_TEXTS } from './two-factor-step';
import { loginError } from './validate-login';

/** Navigation state of /login after a Google sign-in that needs the second factor. */
function challengeFromState(state: unknown): string | null {
  const challenge = (state as { twoFactorChallenge?: unknown } | null)?.twoFactorChallenge;
  return typeof challenge === 'string' ? challenge : null;
}

export default function LoginPage() {
  const { auth, toast } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { invitedEmail, invitationQuery } = useInvitationLink();
  // Set once the password (or Google) was right on an account with two-factor sign-in: the code comes next.
  const [challenge, setChallenge] = useState(() => challengeFromState(location.state));
  const [email, setEmail] = useState(invitedEmail);
  const [password, setPassword] = useState('');
  const [honeypot, setHoneypot] = useState('');
  // After many failed sign-ins on an account, the server also asks for the code it e-mailed.
  const [codeAsked, setCodeAsked] = useState(false);
  const [code, setCode] = useState('');
  const { submitting, submit, fieldErrors } = useSubmit();

  const filled = email.trim() !== '' && password.trim() !== '';

  function onSubmit() {
    const screenWidth = window.innerWidth;
    void submit(loginError({ email, password, honeypot, screenWidth }), async () => {
      const body: LoginBody = {
        email: email.trim(),
        pwd: password.trim(),
        screen_width: screenWidth,
        honeyPot: honeypot,
        ...(codeAsked ? { otp: code.trim() } : {}),
      };
      const answer = await api.post('/api/login/', { body, auth: 'form' }).catch((error: unknown) => {
        if (error instanceof ApiError && error.errors.otp) setCodeAsked(true);
        throw error;
      });
      if ('two_factor_required' in answer) {
        setPassword('');
        setChallenge(answer.challenge);
        return;
      }
      await signedIn(answer, body.email);
    });
  }

  async function signedIn(answer: LoginResponse, address: string) {
    auth.setToken(answer.access_token);
    const destination = answer.navigate_to || '/dashboard';
    // An unverified account joins once its address is verified.
    if (destination !== '/verify-email') await joinInvitedProject(api, toast);
    navigate(destination, destination === '/verify-email' ? { state: { email: address } } : undefined);
  }

  if (challenge) {
    return (
      <AuthFrame
        title={TWO_FACTOR_STEP_TEXTS.title}
        subtitle="One more step: the code from your authenticator app."
      >
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={(answer) => signedIn(answer, email.trim())}
          onRestart={() => setChallenge(null)}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Welcome back" subtitle="Log in to follow your projects.">
      <NarrowScreenNotice message={ACCOUNT_MESSAGES.loginNarrowScreen} />
      <Form className={styles.form} onSubmit={onSubmit} fieldErrors={fieldErrors}>
        <EmailInput value={email} onValue={setEmail} />
        <Input
          label="Password"
          name="pwd"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {codeAsked && (
          <Input
            label="E-mail code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
        <Link to="/forgot-password" className={pageStyles.forgot}>
          Forgot password?
        </Link>
        <Button type="submit" size="lg" block disabled={!filled} loading={submitting}>
          Login
        </Button>
      </Form>
      <GoogleSignInButton
        label="Continue with Google"
        narrowScreenMessage={ACCOUNT_MESSAGES.loginNarrowScreen}
      />
      <p className={styles.footer}>
        New here?{' '}
        <Link to={`/register${invitationQuery}`} className={styles.link}>
          Create an account
        </Link>
      </p>
    </AuthFrame>
  );
}
