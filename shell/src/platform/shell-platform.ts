import { createApiClient, type Platform } from '@platform/shared-ui/core';
import { clearToken, getToken, setToken, useToken } from './auth-store';
import { openComingSoon } from './coming-soon';
import { loadToasts } from './load-toasts';

export interface ShellPlatformOptions {
  fetch?: typeof fetch;
}

/** The shell's implementation of the platform contract that every remote uses. */
export function createShellPlatform({ fetch }: ShellPlatformOptions = {}): Platform {
  return {
    auth: { getToken, setToken, clearToken, useToken },
    comingSoon: openComingSoon,
    toast: (message, options) => void loadToasts().then(({ showToast }) => showToast(message, options)),
    api: createApiClient({
      fetch,
      getToken,
      // A signed-in call answered 401: the token is no longer good. The guard then sends the user to /login.
      onUnauthorized: clearToken,
    }),
  };
}
