import type { ComponentType } from 'react';

/** What every remote's `./pages` module exports. */
export interface RemotePagesModule {
  /** Page key (as in the shell's route table) to component; each page is lazily loaded by the remote. */
  pages: Readonly<Record<string, ComponentType>>;
  /** The build's version, baked in at build time from REMOTE_VERSION (`dev` otherwise). */
  version: string;
}
