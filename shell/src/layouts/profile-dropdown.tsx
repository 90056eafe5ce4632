import { useTypedApi } from '@platform/shared-ui';
import { usePlatform } from '@platform/shared-ui/core';
import { useEffect, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './dashboard-layout.module.css';

/** Delay before going to /login after a logout (spec: 100 ms). */
const LOGOUT_REDIRECT_DELAY_MS = 100;

export interface ProfileDropdownProps {
  id: string;
  firstName: string;
  /** The menu and its button: a pointer down outside it closes the menu. */
  root: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}

/** The open profile menu: the account's name and Logout; closed by Escape or a pointer down outside. */
export function ProfileDropdown({ id, firstName, root, onClose }: ProfileDropdownProps) {
  const { auth, toast } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root, onClose]);

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

  return (
    <div className={styles.dropdown} id={id} role="menu" aria-label="Profile">
      <div className={styles.dropdownHeader}>
        <strong>{firstName || 'Your account'}</strong>
        <span className={styles.accountType}>Business</span>
      </div>
      <button type="button" role="menuitem" className={styles.item} onClick={logout} disabled={leaving}>
        Logout
      </button>
    </div>
  );
}
