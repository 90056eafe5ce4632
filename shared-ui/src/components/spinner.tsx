import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md';
  /** Shown beside the spinner and announced to screen readers. */
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  if (!label) return <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  return (
    <span className={styles.wrapper} role="status">
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
