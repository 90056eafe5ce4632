import { Button } from '@platform/shared-ui/core';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { closeComingSoon, useComingSoonStore } from './coming-soon';
import styles from './coming-soon-modal.module.css';

/** The global notice that unfinished items open (the spec's screens and routes "Global coming-soon notice"). */
export function ComingSoonModal() {
  const open = useComingSoonStore((state) => state.open);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeComingSoon();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      className={styles.backdrop}
      data-testid="coming-soon-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeComingSoon();
      }}
    >
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="coming-soon-title"
        aria-describedby="coming-soon-text"
      >
        <h2 id="coming-soon-title" className={styles.title}>
          Coming Soon!
        </h2>
        <p id="coming-soon-text" className={styles.text}>
          This feature is not available yet.
        </p>
        <Button ref={closeRef} onClick={closeComingSoon}>
          Close
        </Button>
      </div>
    </div>,
    document.body,
  );
}
