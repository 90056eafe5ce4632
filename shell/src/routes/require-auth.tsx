import { AUTHENTICATED_MESSAGE, useTypedApi } from '@platform/shared-ui';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LoadingScreen } from '../pages/loading-screen';
import { clearToken, markVerified, useAuthStore } from '../platform/auth-store';

/**
 * Protected routes: a loading screen until the stored token is read and `GET /api/check-auth/` accepts it;
 * without a token, or when the check fails, the token is cleared and the user goes to /login.
 */
export function RequireAuth() {
  const api = useTypedApi();
  const status = useAuthStore((state) => state.status);
  const token = useAuthStore((state) => state.token);
  const verifiedToken = useAuthStore((state) => state.verifiedToken);
  const verified = token !== null && token === verifiedToken;

  useEffect(() => {
    if (status !== 'ready' || token === null || verified) return undefined;
    const controller = new AbortController();
    api
      .get('/api/check-auth/', { signal: controller.signal })
      .then((answer) => {
        if (answer.message === AUTHENTICATED_MESSAGE) markVerified(token);
        else clearToken();
      })
      .catch(() => {
        if (!controller.signal.aborted) clearToken();
      });
    return () => controller.abort();
  }, [api, status, token, verified]);

  if (status !== 'ready') return <LoadingScreen />;
  if (token === null) return <Navigate to="/login" replace />;
  if (!verified) return <LoadingScreen />;
  return <Outlet />;
}
