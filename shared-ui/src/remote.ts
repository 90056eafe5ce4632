import type { RemoteName, RemotePageKey } from '@platform/contract';
import type { ComponentType } from 'react';

/**
 * What remote `N`'s `./pages` module exports. Its pages are exactly the page keys `REMOTE_PAGES` of
 * @platform/contract gives it, the keys the shell's route table names, so a page missing on either side
 * fails the typecheck.
 */
export interface RemotePagesModule<N extends RemoteName> {
  /** Page key to component; each page is lazily loaded by the remote. */
  pages: Readonly<Record<RemotePageKey<N>, ComponentType>>;
  /** The build's version, baked in at build time from REMOTE_VERSION (`dev` otherwise). */
  version: string;
}
