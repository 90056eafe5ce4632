import { ButtonLink } from '@platform/shared-ui';
import { AuthFrame } from '../common/auth-frame';
import styles from '../common/forms.module.css';

/** /password-updated: the end of a reset. */
export default function PasswordUpdatedPage() {
  return (
    <AuthFrame title="Password Updated!">
      <p className={styles.note}>Your password has been changed. Log in with your new password.</p>
      <ButtonLink to="/login" size="lg" block>
        Login
      </ButtonLink>
    </AuthFrame>
  );
}
