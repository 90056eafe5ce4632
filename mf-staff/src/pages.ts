import type { RemotePagesModule } from '@platform/shared-ui';
import { lazy } from 'react';

export const version: RemotePagesModule<'mf_staff'>['version'] = __REMOTE_VERSION__;

/**
 * The staff console is one page of the shell's route table (`/staff/*`); it routes its own sections
 * (console/console-sections.tsx), so a section added here changes neither the shell nor the contract.
 */
export const pages: RemotePagesModule<'mf_staff'>['pages'] = {
  console: lazy(() => import('./console/staff-console-page')),
};
