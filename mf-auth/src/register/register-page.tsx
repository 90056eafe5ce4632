import { ACCOUNT_MESSAGES } from '@platform/contract';
import {
  Button,
  Checkbox,
  Form,
  FORM_SUCCESS_TOAST,
  HoneypotField,
  Input,
  usePlatform,
  useSubmit,
  useTypedApi,
} from '@platform/shared-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RegisterBody } from '../common/account-api';
import { AuthFrame } from '../common/auth-frame';
import { EmailInput } from '../common/email-input';
import styles from '../common/forms.module.css';
import { GoogleSignInButton } from '../common/google-sign-in';
import { forgetInvitation, useInvitationLink } from '../common/pending-invitation';
import { PasswordMatch } from '../common/password-feedback';
import { PASSWORD_GUIDANCE } from '@platform/contract';
import { NarrowScreenNotice } from '../common/narrow-screen-notice';
import { registrationError, registrationFilled } from './validate-registration';

/** Account creation: a business account (docs/decisions.md "Accounts": no "applying as" choice). */
export default function RegisterPage() {
  const { auth, toast } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const { invitedEmail, invitationQuery, invitation } = useInvitationLink();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState(invitedEmail);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const { submitting, submit, fieldErrors } = useSubmit({ busyAfterSuccess: true });

  const input = { firstName, lastName, email, password, confirmPassword, agreed, honeypot };

  function onSubmit() {
    const screenWidth = window.innerWidth;
    void submit(registrationError({ ...input, screenWidth }), async () => {
      const body: RegisterBody = {
        fname: firstName.trim(),
        lname: lastName.trim(),
        email: email.trim(),
        pwd: password.trim(),
        confirmPwd: confirmPassword.trim(),
        tos: agreed,
        screen_width: screenWidth,
        honeyPot: honeypot,
        ...(invitation ? { invite: invitation } : {}),
      };
      const answer = await api.post('/api/create-account/', { body, auth: 'form' });
      toast(answer.message, FORM_SUCCESS_TOAST);
      if (answer.access_token) {
        // The invitation link proved the address: signed in and joined, no code and no business form.
        forgetInvitation();
        auth.setToken(answer.access_token);
        navigate(answer.redirect_url ?? '/dashboard');
        return;
      }
      navigate('/verify-email', { state: { email: body.email } });
    });
  }

  return (
    <AuthFrame title="Create your account" subtitle="Start a project with our teams in minutes.">
      <NarrowScreenNotice message={ACCOUNT_MESSAGES.registerNarrowScreen} />
      <Form className={styles.form} onSubmit={onSubmit} fieldErrors={fieldErrors}>
        <div className={styles.row}>
          <Input
            label="First name"
            name="fname"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <Input
            label="Last name"
            name="lname"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </div>
        <EmailInput value={email} onValue={setEmail} />
        <Input
          label="Password"
          name="pwd"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_GUIDANCE}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Input
          label="Confirm password"
          name="confirmPwd"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <PasswordMatch password={password} confirmation={confirmPassword} />
        <Checkbox
          name="tos"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          label={
            <>
              I agree to the{' '}
              <Link to="/terms" target="_blank" className={styles.link}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" target="_blank" className={styles.link}>
                Privacy Policy
              </Link>
            </>
          }
        />
        <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
        <Button type="submit" size="lg" block disabled={!registrationFilled(input)} loading={submitting}>
          Create Account
        </Button>
      </Form>
      <GoogleSignInButton
        label="Sign up with Google"
        narrowScreenMessage={ACCOUNT_MESSAGES.registerNarrowScreen}
      />
      <p className={styles.footer}>
        Already have an account?{' '}
        <Link to={`/login${invitationQuery}`} className={styles.link}>
          Log in
        </Link>
        {' · '}
        <Link to="/talent/register" className={styles.link}>
          Switch to Talent/Agency
        </Link>
      </p>
    </AuthFrame>
  );
}
