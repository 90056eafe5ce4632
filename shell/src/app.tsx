import { useEffect } from 'react';
import { followOtherTabs, readStoredToken } from './platform/auth-store';
import { ComingSoonModal } from './platform/coming-soon-modal';
import { Toaster } from './platform/toaster';
import type { AreaSource } from './remotes/area-source';
import { AreaSourceContext } from './remotes/area-source-context';
import { AppRoutes } from './routes/app-routes';

/** The shell inside a router: every route, the coming-soon notice and the toasts. */
export function App({ areas }: { areas: AreaSource }) {
  useEffect(() => {
    readStoredToken();
    return followOtherTabs();
  }, []);

  return (
    <AreaSourceContext value={areas}>
      <AppRoutes />
      <ComingSoonModal />
      <Toaster />
    </AreaSourceContext>
  );
}
