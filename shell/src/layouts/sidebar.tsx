import { BrandLogo, MenuButton, useNarrowMenu, usePlatform } from '@platform/shared-ui/core';
import { Link, NavLink } from 'react-router-dom';
import styles from './dashboard-layout.module.css';

const COMING_SOON = ['Support', 'Team', 'Print', 'Learn'];

export function Sidebar() {
  const { comingSoon } = usePlatform();
  // On phones the menu folds behind a Menu button beside the logo.
  const menu = useNarrowMenu();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `${styles.item} ${isActive ? styles.itemActive : ''}`;
  return (
    <aside className={styles.sidebar} ref={menu.containerRef}>
      <div className={styles.sidebarHead}>
        <Link to="/" className={styles.brand}>
          <BrandLogo />
        </Link>
        <MenuButton menu={menu} controls="dashboard-navigation" />
      </div>
      <nav
        id="dashboard-navigation"
        aria-label="Dashboard"
        className={`${styles.sidebarNav} ${menu.open ? styles.sidebarNavOpen : ''}`}
      >
        <ul className={styles.menu}>
          <li>
            <NavLink to="/dashboard" className={linkClass}>
              Dashboard
            </NavLink>
          </li>
          <li>
            <NavLink to="/project/all-projects" className={linkClass}>
              Projects
            </NavLink>
          </li>
          <li>
            <NavLink to="/billing" className={linkClass}>
              Payments
            </NavLink>
          </li>
          {COMING_SOON.map((label) => (
            <li key={label}>
              <button type="button" className={styles.item} onClick={comingSoon}>
                {label}
              </button>
            </li>
          ))}
          <li>
            <NavLink to="/settings" className={linkClass}>
              Settings
            </NavLink>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
