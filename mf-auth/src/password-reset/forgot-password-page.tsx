import {
  Button,
  Form,
  type FormProblem,
  formProblem,
  isValidEmail,
  useSubmit,
  useTypedApi,
} from '@platform/shared-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthFrame } from '../common/auth-frame';
import { EmailInput } from '../common/email-input';
import styles from '../common/forms.module.css';

/** The first failing check of the spec's validation rules "Forgot password", or null. */
export function forgotPasswordError(email: string): FormProblem | null {
  if (email.trim() === '') return formProblem('Email is required.', 'email');
  if (!isValidEmail(email.trim())) return formProblem('Please enter a valid email address.', 'email');
  return null;
}

/** /forgot-password: asks for a reset link, then shows /verify-password-link with the address. */
export default function ForgotPasswordPage() {
  const api = useTypedApi();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { submitting, submit, fieldErrors } = useSubmit({ busyAfterSuccess: true });

  function onSubmit() {
    void submit(forgotPasswordError(email), async () => {
      await api.post('/api/request-password-reset/', { body: { email: email.trim() }, auth: 'form' });
      navigate('/verify-password-link', { state: { email: email.trim() } });
    });
  }

  return (
    <AuthFrame
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to reset it."
    >
      <Form className={styles.form} onSubmit={onSubmit} fieldErrors={fieldErrors}>
        <EmailInput
          // Text rather than email, whose browser-side trimming would hide a spaces-only entry from the check.
          type="text"
          inputMode="email"
          value={email}
          onValue={setEmail}
        />
        <Button type="submit" size="lg" block disabled={email === ''} loading={submitting}>
          Send Reset Link
        </Button>
      </Form>
      <p className={styles.footer}>
        Remembered it?{' '}
        <Link to="/login" className={styles.link}>
          Back to login
        </Link>
      </p>
    </AuthFrame>
  );
}
