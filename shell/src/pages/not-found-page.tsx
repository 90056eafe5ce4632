import { ButtonLink } from '@platform/shared-ui/core';
import { useEffect } from 'react';
import { pageShown } from '../preloading/first-page-shown';
import styles from './pages.module.css';

export function NotFoundPage() {
  useEffect(pageShown, []);
  return (
    <section className={styles.page} data-testid="not-found">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
      <ButtonLink to="/">Go to the home page</ButtonLink>
    </section>
  );
}
