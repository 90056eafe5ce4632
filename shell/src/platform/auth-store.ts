import { createStore } from './store';

/** Local storage key of the signed-in user's token (the spec's name). */
export const TOKEN_KEY = 'access_token';

interface AuthState {
  /** `reading` until the stored token has been read. */
  status: 'reading' | 'ready';
  token: string | null;
  /** The token `GET /api/check-auth/` last accepted, so the check runs once per token. */
  verifiedToken: string | null;
}

export const useAuthStore = createStore<AuthState>({
  status: 'reading',
  token: null,
  verifiedToken: null,
});

function storedToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY);
}

/** Reads the stored token once; the guard shows its loading screen until then. */
export function readStoredToken(): void {
  if (useAuthStore.getState().status === 'reading') {
    useAuthStore.setState({ status: 'ready', token: storedToken() });
  }
}

export function getToken(): string | null {
  readStoredToken();
  return useAuthStore.getState().token;
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  useAuthStore.setState({ status: 'ready', token, verifiedToken: null });
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  useAuthStore.setState({ status: 'ready', token: null, verifiedToken: null });
}

export function markVerified(token: string): void {
  if (useAuthStore.getState().token === token) useAuthStore.setState({ verifiedToken: token });
}

/** Follows sign-in and sign-out made in other tabs. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = storedToken();
    if (token !== useAuthStore.getState().token) {
      useAuthStore.setState({ status: 'ready', token, verifiedToken: null });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function useToken(): string | null {
  return useAuthStore((state) => state.token);
}
