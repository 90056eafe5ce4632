import { BrandLogo, Button, usePlatform, useTypedApi } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import type { StaffMe } from '../common/staff-api';
import type { ConsoleSection } from './console-sections';
import { CONSOLE_TEXTS } from './console-texts';
import styles from './console-frame.module.css';

/**
 * The console around its sections: the menu of what the role may open, who is signed in, Sign out. The shell's
 * page layout is already the page's one main landmark, so the frame's parts are plain boxes inside it.
 */
export function ConsoleFrame({
  me,
  sections,
  children,
}: {
  me: StaffMe;
  sections: readonly ConsoleSection[];
  children: ReactNode;
}) {
  const { auth } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const signOut = async () => {
    await api.get('/api/logout/').catch(() => undefined);
    auth.clearToken();
    navigate('/login');
  };
  return (
    <div className={styles.frame}>
      <div className={styles.sidebar}>
        <div className={styles.brand}>
          <BrandLogo />
          <span>{CONSOLE_TEXTS.title}</span>
        </div>
        <nav aria-label={CONSOLE_TEXTS.navigation}>
          <ul className={styles.menu}>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={`/staff/${section.path}`}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.who}>
          <strong>
            {me.first_name} {me.last_name}
          </strong>
          <span>{me.role}</span>
          <Button variant="ghost" size="sm" onClick={() => void signOut()}>
            {CONSOLE_TEXTS.signOut}
          </Button>
        </div>
      </div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
