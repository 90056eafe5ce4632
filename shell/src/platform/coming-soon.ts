import { create } from 'zustand';

export const useComingSoonStore = create<{ open: boolean }>(() => ({ open: false }));

export function openComingSoon(): void {
  useComingSoonStore.setState({ open: true });
}

export function closeComingSoon(): void {
  useComingSoonStore.setState({ open: false });
}
