import { Button, useCurrentProject, usePlatform } from '@platform/shared-ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './dashboard-layout.module.css';
import { NotificationsModal } from './notifications-modal';
import { ProfileMenu } from './profile-menu';
import { useNotifications } from './use-notifications';

export interface TopBarProps {
  firstName: string;
  image: string | null;
}

export function TopBar({ firstName, image }: TopBarProps) {
  const { comingSoon } = usePlatform();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const project = useCurrentProject();
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const notifications = useNotifications();
  const creatingProject = pathname === '/project/create-project';

  return (
    <header className={styles.topBar}>
      {creatingProject ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => navigate(-1)}>
            <span aria-hidden="true">←</span> Back
          </Button>
          <h1 className={styles.projectTitle}>{project?.name ?? 'New Project'}</h1>
        </>
      ) : (
        <p className={styles.welcome}>
          welcome <strong>{firstName}</strong>
        </p>
      )}
      <button type="button" className={styles.search} onClick={comingSoon}>
        Search
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={notifications.unread ? `Notifications, ${notifications.unread} unread` : 'Notifications'}
        onClick={() => {
          notifications.reload();
          setNotificationsOpen(true);
        }}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {notifications.unread > 0 && (
          <span className={styles.bellCount} aria-hidden="true">
            {notifications.unread > 99 ? '99+' : notifications.unread}
          </span>
        )}
      </button>
      <ProfileMenu firstName={firstName} image={image} />
      <NotificationsModal
        open={notificationsOpen}
        onClose={() => setNotificationsOpen(false)}
        notifications={notifications}
      />
    </header>
  );
}
