import { SERVICES } from '@platform/contract';
import { BrandLogo, PRODUCT_NAME, PRODUCT_TAGLINE } from '@platform/shared-ui/core';
import { Link } from 'react-router-dom';
import { useHydrated } from '../prerender/use-hydrated';
import styles from './site-footer.module.css';

const COMPANY = [
  { to: '/services', label: 'Services' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/lets-talk', label: "Let's Talk" },
  { to: '/requests', label: 'My Requests' },
];

const LEGAL = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
];

/** The footer of every public page: services, the company's pages, the sibling products, legal links. */
export function SiteFooter() {
  const mounted = useHydrated();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <BrandLogo tone="light" />
          <p>{PRODUCT_TAGLINE}, delivered with AI, talent, tools and teams.</p>
        </div>
        <nav aria-label="Services">
          <h2>Services</h2>
          <ul>
            {SERVICES.map(({ name }) => (
              <li key={name}>
                <Link to="/services">{name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2>Company</h2>
          <ul>
            {COMPANY.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>Also from us</h2>
          <ul>
            <li>Build with tools: our build-with-tools platform</li>
            <li>Tools to create: our tools-to-create product</li>
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        {/* The year of prerendered HTML may be last year's: hydrated as it is, then rendered anew. */}
        <p key={mounted ? 'mounted' : 'hydrating'} suppressHydrationWarning>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
        <nav aria-label="Legal" className={styles.legal}>
          {LEGAL.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
