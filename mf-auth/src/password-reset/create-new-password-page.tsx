import { ACCOUNT_MESSAGES } from '@platform/contract';
import { Button, Form, formProblem, Input, Spinner, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthFrame } from '../common/auth-frame';
import styles from '../common/forms.module.css';
import { PasswordMatch, PasswordStrengthMeter } from '../common/password-feedback';
import { PASSWORD_GUIDANCE } from '@platform/contract';
import { useResetLink } from './use-reset-link';

/**
 * /create-new-password?token=...: loading (the link is checked), error, form, done (then
 * /password-updated). The server enforces the guidance; its refusals show as toasts.
 */
export default function CreateNewPasswordPage() {
  const api = useTypedApi();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const link = useResetLink(token);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { submitting, submit, fieldErrors } = useSubmit({ busyAfterSuccess: true });
  const [done, setDone] = useState(false);

  function onSubmit() {
    const matches = password.trim() === confirmation.trim();
    void submit(
      matches ? null : formProblem(ACCOUNT_MESSAGES.passwordsDiffer, 'confirmPassword'),
      async () => {
        const body = { token, password: password.trim() };
        await api.post('/api/reset-password', { body, auth: 'none' });
        setDone(true);
        navigate('/password-updated', { replace: true });
      },
    );
  }

  if (done) {
    return (
      <AuthFrame title="Password updated">
        <Spinner label="Taking you on..." />
      </AuthFrame>
    );
  }
  if (link.status === 'loading') {
    return (
      <AuthFrame title="Create a new password">
        <Spinner label="Checking your reset link..." />
      </AuthFrame>
    );
  }
  if (link.status === 'unusable') {
    return (
      <AuthFrame title="Create a new password">
        <p role="alert" className={styles.inlineError}>
          {link.message}
        </p>
        <p className={styles.footer}>
          <Link to="/forgot-password" className={styles.link}>
            Request a new link
          </Link>
        </p>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Create a new password" subtitle={PASSWORD_GUIDANCE}>
      <Form className={styles.form} onSubmit={onSubmit} fieldErrors={fieldErrors}>
        <Input
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordStrengthMeter password={password} />
        <Input
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <PasswordMatch password={password} confirmation={confirmation} />
        <Button
          type="submit"
          size="lg"
          block
          disabled={password === '' || confirmation === ''}
          loading={submitting}
        >
          Reset Password
        </Button>
      </Form>
    </AuthFrame>
  );
}
