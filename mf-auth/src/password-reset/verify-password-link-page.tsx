import { Link, useLocation } from 'react-router-dom';
import { emailFromState } from '../common/account-api';
import { AuthFrame } from '../common/auth-frame';
import styles from '../common/forms.module.css';

/** /verify-password-link: where the reset link went, and the way back to correct the address. */
export default function VerifyPasswordLinkPage() {
  const email = emailFromState(useLocation().state);
  return (
    <AuthFrame title="Check your email">
      <p className={styles.note}>
        {email ? (
          <>
            If an account exists for <strong>{email}</strong>, we have sent it a link to reset your password.
          </>
        ) : (
          'If an account exists for the address you entered, we have sent it a link to reset your password.'
        )}{' '}
        The link works once, within the next hour.
      </p>
      <p className={styles.footer}>
        Wrong address?{' '}
        <Link to="/forgot-password" className={styles.link}>
          Change Email Address
        </Link>
      </p>
    </AuthFrame>
  );
}
