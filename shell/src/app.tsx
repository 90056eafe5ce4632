import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { followOtherTabs, readStoredToken } from './platform/auth-store';
import { afterFirstPage } from './preloading/first-page-shown';
import { loadToasts } from './platform/load-toasts';
import type { AreaSource } from './remotes/area-source';
import { AreaSourceContext } from './remotes/area-source-context';
import { AppRoutes } from './routes/app-routes';

const Notices = lazy(() => afterFirstPage.then(() => import('./platform/notices')));

/**
 * The coming-soon notice and the toasts, rendered beside the router, not inside it: a navigation changes the
 * router's location for everything inside, and React finishes a navigation only once every part inside still
 * waiting for its code (prerendered, not hydrated yet) has hydrated; this one's code comes after the first page.
 */
export const notices = (
  <Suspense fallback={null}>
    <Notices />
  </Suspense>
);

/** The shell inside a router: every route. */
export function App({ areas }: { areas: AreaSource }) {
  useEffect(() => {
    readStoredToken();
    return followOtherTabs();
  }, []);

  // A toast belongs to the page that showed it: it does not follow the user to the next one.
  const { pathname } = useLocation();
  useEffect(() => {
    void loadToasts().then(({ dismissToastsOfLeftPage, NAVIGATION_GRACE_MS }) =>
      dismissToastsOfLeftPage(NAVIGATION_GRACE_MS),
    );
  }, [pathname]);

  return (
    <AreaSourceContext value={areas}>
      <AppRoutes />
    </AreaSourceContext>
  );
}
