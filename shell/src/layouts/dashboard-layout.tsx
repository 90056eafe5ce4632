import { ApiError, setUserDetails, useTypedApi, useUserDetails } from '@platform/shared-ui';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { afterFirstPage } from '../preloading/first-page-shown';
import styles from './dashboard-layout.module.css';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

// The restriction banner reads through the query cache (TanStack Query): it comes after the first page shows,
// as the bell's count does (top-bar.tsx), so the page does not wait for the query library (issue #33).
const AccountRestrictionBanner = lazy(() =>
  afterFirstPage
    .then(() => import('./account-restriction-banner'))
    .then((module) => ({ default: module.AccountRestrictionBanner })),
);

/**
 * The signed-in layout (the spec's screens and routes "Dashboard layout"): sidebar, top bar and the page. It reads the
 * user's details once for the top bar and the pages inside it (`useUserDetails`).
 */
export default function DashboardLayout() {
  const api = useTypedApi();
  const navigate = useNavigate();
  const user = useUserDetails();

  useEffect(() => {
    const controller = new AbortController();
    api
      .get('/api/user-details/', { signal: controller.signal })
      .then(setUserDetails)
      .catch((error: unknown) => {
        // The spec: a 401 goes to the home page; other failures to read the user's details are only logged.
        if (error instanceof ApiError && error.status === 401) navigate('/', { replace: true });
        else if (!controller.signal.aborted) console.error('Could not load user details', error);
      });
    return () => {
      controller.abort();
      setUserDetails(null);
    };
  }, [api, navigate]);

  return (
    <div className={styles.layout}>
      <Sidebar />
      <div className={styles.body}>
        <TopBar firstName={user?.user_firstname ?? ''} image={user?.user_img ?? null} />
        <Suspense fallback={null}>
          <AccountRestrictionBanner />
        </Suspense>
        <main id="content" className={styles.content}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
