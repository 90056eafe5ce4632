import styles from './password-feedback.module.css';
import { passwordStrength, strengthCriteria } from './password-strength';

/** The strength meter: four bars, the verdict, and which criteria the password meets. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { met, strength } = passwordStrength(password);
  return (
    <div className={[styles.meter, styles[strength]].join(' ')}>
      <div className={styles.bars} aria-hidden="true">
        {strengthCriteria.map((criterion, index) => (
          <span key={criterion.label} className={[styles.bar, index < met ? styles.filled : ''].join(' ')} />
        ))}
      </div>
      <span aria-live="polite">Password strength: {strength}</span>
      <ul className={styles.criteria}>
        {strengthCriteria.map((criterion) => {
          const ok = criterion.test(password);
          return (
            <li key={criterion.label} className={ok ? styles.met : undefined}>
              <span aria-hidden="true">{ok ? '✓' : '○'}</span> {criterion.label}
              <span className={styles.hidden}>{ok ? ' (met)' : ' (missing)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The live match indicator, once something is typed in the confirmation (texts as the spec gives them).
 * Trimmed like the submit check and the server, so it never disagrees with them.
 */
export function PasswordMatch({ password, confirmation }: { password: string; confirmation: string }) {
  if (confirmation === '') return null;
  const matches = password.trim() === confirmation.trim();
  return (
    <p role="status" className={matches ? styles.match : styles.mismatch}>
      {matches ? 'Passwords matches' : 'Passwords do not match'}
    </p>
  );
}
