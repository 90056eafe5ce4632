import type { RemotePagesModule } from '@platform/shared-ui';
import { lazy } from 'react';

export const version: RemotePagesModule['version'] = __REMOTE_VERSION__;

export const pages: RemotePagesModule['pages'] = {
  home: lazy(() => import('./home/home-page')),
  pricing: lazy(() => import('./pricing/pricing-page')),
};
