import { MIN_ACCOUNT_SCREEN_WIDTH } from '@platform/shared-ui/core';
import { useSyncExternalStore } from 'react';
import styles from './narrow-screen-notice.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const isNarrow = () => window.innerWidth < MIN_ACCOUNT_SCREEN_WIDTH;

/**
 * The spec's screen-width rule said up front: a phone user reads it on arrival instead of after filling
 * the form in (the submit check stays, and the server's). Turning a tablet to landscape removes it.
 * The prerendered page, which cannot know the screen, carries it for a media query to show or hide: a phone
 * sees it with the page's first paint, not moved in by hydration (Lighthouse's largest paint and layout shift
 * on /login, issue #33).
 */
export function NarrowScreenNotice({ message }: { message: string }) {
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => null);
  if (narrow === false) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="narrow-screen-notice">
      <p className={styles.message}>{message}</p>
      <p className={styles.hint}>Please open this page on a laptop or desktop computer.</p>
    </div>
  );
}
