import { PRODUCT_NAME } from './brand';
import styles from './brand-logo.module.css';

export interface BrandLogoProps {
  /** `light` on dark or coloured backgrounds (the sign-in panel). */
  tone?: 'dark' | 'light';
  /** Only the mark, e.g. in narrow bars; the name is then its accessible label. */
  markOnly?: boolean;
}

/**
 * The logo: a "b" drawn as a building's outline on an indigo tile, with a gold spark for what gets made,
 * then the name. The same drawing is the favicon (shell/index.html).
 */
export function BrandLogo({ tone = 'dark', markOnly = false }: BrandLogoProps) {
  return (
    <span className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <svg
        className={styles.mark}
        viewBox="0 0 32 32"
        width="28"
        height="28"
        role={markOnly ? 'img' : undefined}
        aria-label={markOnly ? PRODUCT_NAME : undefined}
        aria-hidden={markOnly ? undefined : true}
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path
          d="M10.5 7v18h6.5a5.5 5.5 0 0 0 0-11h-3"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="23.5" cy="8.5" r="2.5" fill="#fbbf24" />
      </svg>
      {markOnly ? null : <span className={styles.name}>{PRODUCT_NAME}</span>}
    </span>
  );
}
