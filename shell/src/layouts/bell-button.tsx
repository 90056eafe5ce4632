import styles from './dashboard-layout.module.css';

export interface BellButtonProps {
  /** Unread notifications: a count on the bell when there are any. */
  unread: number;
  onClick: () => void;
}

/** The top bar's notifications bell, with the unread count over it. */
export function BellButton({ unread, onClick }: BellButtonProps) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      onClick={onClick}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path
          d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 && (
        <span className={styles.bellCount} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
