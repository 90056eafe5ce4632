import type { RemotePagesModule } from '@platform/shared-ui';
import { lazy } from 'react';

export const version: RemotePagesModule['version'] = __REMOTE_VERSION__;

export const pages: RemotePagesModule['pages'] = {
  login: lazy(() => import('./login/login-page')),
};
