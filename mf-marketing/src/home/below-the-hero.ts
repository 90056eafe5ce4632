import { DEFAULT_ERROR_MESSAGE, usePlatform } from '@platform/shared-ui/core';
import { lazy, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { ServiceRequestModalProps } from '../service-request/service-request-modal';

// The home page's parts below its hero load once the hero is live and painted, so that the first page of the site
// hydrates on as little JavaScript as it can (issue #15). Their prerendered HTML stays on screen meanwhile
// and React hydrates it when the code arrives (a click made in between is replayed then). On the server,
// and on any later visit to the page, they load at once.
let markHeroLive = () => {};
const heroLive: Promise<void> =
  typeof document === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        markHeroLive = resolve;
      });

/** Called by the home page: the first frame after its first commit (render or hydration) lets the rest load. */
export function useHeroLive() {
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(markHeroLive));
    return () => cancelAnimationFrame(frame);
  }, []);
}

export const HomeChat = lazy(() =>
  heroLive.then(() => import('./home-chat')).then((module) => ({ default: module.HomeChat })),
);

const loadServiceRequestModal = () => import('../service-request/service-request-modal');

/**
 * The service-request modal, its code fetched when the hero's button is pointed at (`preload`) or first
 * pressed (`open`, which shows it as soon as the code is in, with no empty frame between).
 */
export function useServiceRequestModal(show: () => void) {
  const [Modal, setModal] = useState<ComponentType<ServiceRequestModalProps> | null>(null);
  const { toast } = usePlatform();
  const open = useCallback(() => {
    loadServiceRequestModal().then(
      (module) => {
        setModal(() => module.ServiceRequestModal);
        show();
      },
      () => toast(DEFAULT_ERROR_MESSAGE, { type: 'error' }),
    );
  }, [show, toast]);
  const preload = useCallback(() => void loadServiceRequestModal().catch(() => undefined), []);
  return { ServiceRequestModal: Modal, open, preload };
}
