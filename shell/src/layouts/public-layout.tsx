import { BrandLogo, ButtonLink, MenuButton, useNarrowMenu } from '@platform/shared-ui/core';
import { lazy, Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useToken } from '../platform/auth-store';
import { afterFirstPage } from '../preloading/first-page-shown';
import { useHydrated } from '../prerender/use-hydrated';
import styles from './public-layout.module.css';

// Below the fold: its prerendered HTML stays as it is until its code arrives after the first page.
const SiteFooter = lazy(() =>
  afterFirstPage.then(() => import('./site-footer')).then((module) => ({ default: module.SiteFooter })),
);
// One element for every render: the layout renders again right after hydration (useHydrated), and a boundary
// still waiting for its code that receives new props is rendered afresh, empty, instead of hydrated later.
const footer = (
  <Suspense fallback={null}>
    <SiteFooter />
  </Suspense>
);

const LINKS = [
  { to: '/services', label: 'Services' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/lets-talk', label: "Let's Talk" },
  { to: '/requests', label: 'My Requests' },
];

/** Header with the site navigation (a Menu button on phones) and the footer around the public pages. */
export function PublicLayout() {
  // The prerendered HTML is made signed out: a session shows once hydrated, so signed-in visitors hydrate it too.
  const hydrated = useHydrated();
  const signedIn = useToken() !== null && hydrated;
  const menu = useNarrowMenu();
  return (
    <div className={styles.layout}>
      <header className={styles.header} ref={menu.containerRef}>
        <Link to="/" className={styles.brand}>
          <BrandLogo />
        </Link>
        <MenuButton menu={menu} controls="main-navigation" />
        <nav
          id="main-navigation"
          className={`${styles.nav} ${menu.open ? styles.navOpen : ''}`}
          aria-label="Main"
        >
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
            >
              {link.label}
            </NavLink>
          ))}
          {signedIn ? (
            <ButtonLink to="/dashboard" size="sm">
              Dashboard
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" size="sm">
              Sign in
            </ButtonLink>
          )}
        </nav>
      </header>
      <main id="content" className={styles.main}>
        <Outlet />
      </main>
      {footer}
    </div>
  );
}
