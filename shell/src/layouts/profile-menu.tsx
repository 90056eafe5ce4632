import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import styles from './dashboard-layout.module.css';

// The open menu (Logout and its call, the listeners that close it) comes when the Profile button is pointed at,
// focused or pressed, not with the signed-in layout's first screen (issue #33).
const loadProfileDropdown = () => import('./profile-dropdown');
const ProfileDropdown = lazy(() =>
  loadProfileDropdown().then((module) => ({ default: module.ProfileDropdown })),
);
const preloadProfileDropdown = () => void loadProfileDropdown();

export interface ProfileMenuProps {
  firstName: string;
  image: string | null;
}

export function ProfileMenu({ firstName, image }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);

  const initial = firstName.trim().charAt(0).toUpperCase() || '?';

  return (
    <div className={styles.profile} ref={rootRef}>
      <button
        type="button"
        className={styles.profileButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={preloadProfileDropdown}
        onFocus={preloadProfileDropdown}
        onClick={() => setOpen((value) => !value)}
      >
        {image ? (
          <img className={styles.avatar} src={image} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
        )}
        <span>Profile</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ProfileDropdown id={menuId} firstName={firstName} root={rootRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
