import { ApiError, AUTHENTICATED_MESSAGE, useTypedApi } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LoadingScreen } from '../pages/loading-screen';
import { clearToken, markVerified, useAuthStore } from '../platform/auth-store';

/** How long to wait before asking again when the check got no answer. */
const RETRY_MS = 2_000;

/**
 * Only the server's own refusal (a 4xx answer) says the token is no good; no answer, the server failing or
 * anything unforeseen says nothing about it, so the check is asked again.
 */
const isRefused = (error: unknown) =>
  error instanceof ApiError && !error.isNetworkError && error.status < 500;

/**
 * Protected routes: a loading screen until the stored token is read and `GET /api/check-auth/` accepts it;
 * without a token, or when the check refuses it, the token is cleared and the user goes to /login. A check
 * that got no answer (offline, a server restarting, the page being left) keeps the token and asks again.
 */
export function RequireAuth() {
  const api = useTypedApi();
  const status = useAuthStore((state) => state.status);
  const token = useAuthStore((state) => state.token);
  const verifiedToken = useAuthStore((state) => state.verifiedToken);
  const verified = token !== null && token === verifiedToken;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status !== 'ready' || token === null || verified) return undefined;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    api
      .get('/api/check-auth/', { signal: controller.signal })
      .then((answer) => {
        if (answer.message === AUTHENTICATED_MESSAGE) markVerified(token);
        else clearToken();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isRefused(error)) clearToken();
        else retry = setTimeout(() => setAttempt((count) => count + 1), RETRY_MS);
      });
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [api, status, token, verified, attempt]);

  if (status !== 'ready') return <LoadingScreen />;
  if (token === null) return <Navigate to="/login" replace />;
  if (!verified) return <LoadingScreen />;
  return <Outlet />;
}
