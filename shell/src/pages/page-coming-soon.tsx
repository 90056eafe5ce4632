import { ButtonLink } from '@platform/shared-ui/core';
import styles from './pages.module.css';

/** A route of the spec whose page its remote does not export yet. */
export default function PageComingSoon() {
  return (
    <section className={styles.page} data-testid="page-coming-soon">
      <h1>This page is coming soon</h1>
      <p>We are still building this part of the site.</p>
      <ButtonLink to="/" variant="secondary">
        Go to the home page
      </ButtonLink>
    </section>
  );
}
