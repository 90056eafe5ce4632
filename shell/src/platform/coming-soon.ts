import { createStore } from './store';

export const useComingSoonStore = createStore<{ open: boolean }>({ open: false });

export function openComingSoon(): void {
  useComingSoonStore.setState({ open: true });
}

export function closeComingSoon(): void {
  useComingSoonStore.setState({ open: false });
}
