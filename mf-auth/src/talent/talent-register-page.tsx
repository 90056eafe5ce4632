import { ButtonLink } from '@platform/shared-ui';
import { Link } from 'react-router-dom';
import { AuthFrame } from '../common/auth-frame';
import styles from '../common/forms.module.css';
import talentStyles from './talent.module.css';

/** /talent/register: the welcome of the talent and agency onboarding (not open yet, see decisions). */
export default function TalentRegisterPage() {
  return (
    <AuthFrame
      title="Join as Talent or Agency"
      subtitle="Work on design and development projects with our clients."
    >
      <ol className={talentStyles.steps}>
        <li>Your profile: where you are and how to reach you.</li>
        <li>Your skills and experience, with links and samples of your work.</li>
      </ol>
      <ButtonLink to="/talent/create-profile" size="lg" block>
        Get Started
      </ButtonLink>
      <p className={styles.footer}>
        Here for your business?{' '}
        <Link to="/register" className={styles.link}>
          Create a business account
        </Link>
      </p>
    </AuthFrame>
  );
}
