import { create } from 'zustand';
import type { UserDetailsResponse } from './http/types';

// The signed-in user's details (`GET /api/user-details/`). The shell's dashboard layout reads them once and
// keeps them here, so the pages inside it greet the user without asking the API again.

const useUserDetailsStore = create<{ user: UserDetailsResponse | null }>(() => ({ user: null }));

/** Sets (or with null, clears) the signed-in user's details; called by the shell. */
export function setUserDetails(user: UserDetailsResponse | null): void {
  useUserDetailsStore.setState({ user });
}

/** React hook: the signed-in user's details, null until the shell has read them. */
export function useUserDetails(): UserDetailsResponse | null {
  return useUserDetailsStore((state) => state.user);
}
