import { REMOTES } from '@platform/contract';
import type { RemoteArea, RemoteName } from '@platform/contract';

/** Federation names of the four remotes (@platform/contract); each owns one area of the site. */
export type AreaId = RemoteName;

export interface AreaInfo {
  /** Shown in the area's fallback and build stamp. */
  label: RemoteArea;
  /** The remote's package folder. */
  package: string;
}

export const AREAS = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, { label: remote.area, package: remote.package }]),
) as Readonly<Record<AreaId, AreaInfo>>;
