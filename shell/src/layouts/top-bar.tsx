import { Button, useCurrentProject, usePlatform } from '@platform/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './dashboard-layout.module.css';
import { afterFirstPage } from '../preloading/first-page-shown';
import { BellButton } from './bell-button';
import { ProfileMenu } from './profile-menu';

// The bell's count and list read through the query cache (TanStack Query, ~12 KiB gzip): they come after the
// first page shows, so a signed-in page that reads nothing through it (the dashboard) does not wait for them
// (issue #33). Until then the bell has no count; a click on it opens the list once it has come.
const NotificationBell = lazy(() => afterFirstPage.then(() => import('./notification-bell')));

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
      <Suspense fallback={<BellButton unread={0} onClick={() => setNotificationsOpen(true)} />}>
        <NotificationBell open={notificationsOpen} onOpenChange={setNotificationsOpen} />
      </Suspense>
      <ProfileMenu firstName={firstName} image={image} />
    </header>
  );
}
