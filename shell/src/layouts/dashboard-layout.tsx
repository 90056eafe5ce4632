import { usePlatform, type UserDetailsResponse } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import styles from './dashboard-layout.module.css';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The signed-in layout (spec part 1 §2 "Dashboard layout"): sidebar, top bar and the page. */
export default function DashboardLayout() {
  const { api } = usePlatform();
  const [user, setUser] = useState<UserDetailsResponse | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<UserDetailsResponse>('/api/user-details/', { signal: controller.signal })
      .then(setUser)
      .catch((error: unknown) => {
        // The spec: failures to read the user's details are only logged.
        if (!controller.signal.aborted) console.error('Could not load user details', error);
      });
    return () => controller.abort();
  }, [api]);

  return (
    <div className={styles.layout}>
      <Sidebar />
      <div className={styles.body}>
        <TopBar firstName={user?.user_firstname ?? ''} image={user?.user_img ?? null} />
        <main id="content" className={styles.content}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
