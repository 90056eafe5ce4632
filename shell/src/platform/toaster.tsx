import type { ToastPosition } from '@platform/shared-ui/core';
import { useRef } from 'react';
import { useMovedClearOfWork } from './toast-placement';
import styles from './toaster.module.css';
import { dismissToast, useToastStore, type Toast } from './toasts';

const POSITIONS: readonly { position: ToastPosition; className: string | undefined }[] = [
  { position: 'top-right', className: styles.topRight },
  { position: 'bottom-right', className: styles.bottomRight },
];

function ToastCorner({
  position,
  className,
  toasts,
}: {
  position: ToastPosition;
  className: string | undefined;
  toasts: readonly Toast[];
}) {
  const region = useRef<HTMLDivElement>(null);
  const moved = useMovedClearOfWork(region, toasts.length);
  return (
    <div
      ref={region}
      className={`${styles.region} ${className ?? ''} ${moved ? styles.moved : ''}`}
      data-testid={`toasts-${position}`}
      data-moved={moved || undefined}
      aria-live="polite"
    >
      {toasts.map((toast) => (
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
  );
}

/** The two toast corners: top-right (default) and bottom-right (forms), newest first in each. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <>
      {POSITIONS.map(({ position, className }) => (
        <ToastCorner
          key={position}
          position={position}
          className={className}
          toasts={toasts.filter((toast) => toast.position === position).reverse()}
        />
      ))}
    </>
  );
}
