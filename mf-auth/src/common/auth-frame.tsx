import { BrandLogo, PRODUCT_TAGLINE } from '@platform/shared-ui/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './auth-frame.module.css';

export interface AuthFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** For the longer forms (profile, talent skills). */
  wide?: boolean;
  children: ReactNode;
}

/** The screen of every accounts page: the brand panel on the left, the page's own panel on the right. */
export function AuthFrame({ title, subtitle, wide = false, children }: AuthFrameProps) {
  return (
    <div className={styles.page}>
      <div className={styles.aside}>
        <Link to="/" className={styles.brand}>
          <BrandLogo tone="light" />
        </Link>
        <p className={styles.pitch}>{PRODUCT_TAGLINE}, delivered with AI, talent, tools and teams.</p>
      </div>
      <section className={styles.main}>
        <div className={[styles.panel, wide ? styles.wide : ''].filter(Boolean).join(' ')}>
          <div>
            <h1 className={styles.heading}>{title}</h1>
            {subtitle ? <p className={styles.subheading}>{subtitle}</p> : null}
          </div>
          {children}
        </div>
      </section>
    </div>
  );
}
