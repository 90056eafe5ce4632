import { usePlatform } from '@platform/shared-ui';
import { Link, NavLink } from 'react-router-dom';
import styles from './dashboard-layout.module.css';

const COMING_SOON = ['Payments', 'Support', 'Team', 'Print', 'Learn', 'Settings'];

export function Sidebar() {
  const { comingSoon } = usePlatform();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `${styles.item} ${isActive ? styles.itemActive : ''}`;
  return (
    <aside className={styles.sidebar}>
      <Link to="/" className={styles.brand}>
        Platform
      </Link>
      <nav aria-label="Dashboard">
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
          {COMING_SOON.map((label) => (
            <li key={label}>
              <button type="button" className={styles.item} onClick={comingSoon}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
