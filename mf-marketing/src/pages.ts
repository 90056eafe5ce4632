import type { RemotePagesModule } from '@platform/shared-ui/core';
import { lazy } from 'react';

export const version: RemotePagesModule<'mf_marketing'>['version'] = __REMOTE_VERSION__;

/** The marketing pages under the keys of the shell's route table. */
export const pages: RemotePagesModule<'mf_marketing'>['pages'] = {
  home: lazy(() => import('./home/home-page')),
  services: lazy(() => import('./services/services-page')),
  pricing: lazy(() => import('./pricing/pricing-page')),
  letsTalk: lazy(() => import('./lets-talk/lets-talk-page')),
  liveChat: lazy(() => import('./live-chat/live-chat-page')),
  customQuote: lazy(() => import('./custom-quote/custom-quote-page')),
  requests: lazy(() => import('./requests/requests-page')),
  terms: lazy(() => import('./legal/terms-page')),
  privacy: lazy(() => import('./legal/privacy-page')),
};
