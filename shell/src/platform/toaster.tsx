import type { ToastPosition } from '@platform/shared-ui/core';
import styles from './toaster.module.css';
import { dismissToast, useToastStore } from './toasts';

const POSITIONS: readonly { position: ToastPosition; className: string | undefined }[] = [
  { position: 'top-right', className: styles.topRight },
  { position: 'bottom-right', className: styles.bottomRight },
];

/** The two toast corners: top-right (default) and bottom-right (forms). */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <>
      {POSITIONS.map(({ position, className }) => (
        <div
          key={position}
          className={`${styles.region} ${className ?? ''}`}
          data-testid={`toasts-${position}`}
          aria-live="polite"
        >
          {toasts
            .filter((toast) => toast.position === position)
            .map((toast) => (
              <div
                key={toast.id}
                className={`${styles.toast} ${styles[toast.type] ?? ''}`}
                role={toast.type === 'error' ? 'alert' : 'status'}
                data-type={toast.type}
              >
                <p className={styles.message}>{toast.message}</p>
                <button
                  type="button"
                  className={styles.dismiss}
                  aria-label="Dismiss"
                  onClick={() => dismissToast(toast.id)}
                >
                  ×
                </button>
              </div>
            ))}
        </div>
      ))}
    </>
  );
}
