import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md';
  /**
   * Shown beside the spinner and announced to screen readers. A labelled spinner is a loading state: it is
   * marked `data-loading`, and while one is on screen the shell holds its idle preloads for a next page
   * (shell/src/preloading/preload-next-areas.ts), so what the page waits for has the network to itself.
   */
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  if (!label) return <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  return (
    <span className={styles.wrapper} role="status" data-loading="">
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
