import { useTypedApi } from '@platform/shared-ui';
import { usePlatform } from '@platform/shared-ui/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './dashboard-layout.module.css';

/** Delay before going to /login after a logout (spec: 100 ms). */
const LOGOUT_REDIRECT_DELAY_MS = 100;

export interface ProfileMenuProps {
  firstName: string;
  image: string | null;
}

export function ProfileMenu({ firstName, image }: ProfileMenuProps) {
  const { auth, toast } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  async function logout() {
    if (leaving) return;
    setLeaving(true);
    try {
      await api.get('/api/logout/', { fallbackMessage: 'Logout failed' });
      auth.clearToken();
      setTimeout(() => navigate('/login', { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
    } catch (error) {
      toast(error instanceof Error ? error.message : 'Logout failed', { type: 'error' });
      setLeaving(false);
    }
  }

  const initial = firstName.trim().charAt(0).toUpperCase() || '?';

  return (
    <div className={styles.profile} ref={rootRef}>
      <button
        type="button"
        className={styles.profileButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
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
        <div className={styles.dropdown} id={menuId} role="menu" aria-label="Profile">
          <div className={styles.dropdownHeader}>
            <strong>{firstName || 'Your account'}</strong>
            <span className={styles.accountType}>Business</span>
          </div>
          <button type="button" role="menuitem" className={styles.item} onClick={logout} disabled={leaving}>
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}
