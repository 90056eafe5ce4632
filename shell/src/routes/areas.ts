import type { RemoteArea } from '@platform/shared-ui';

/** Federation names of the four remotes; each owns one area of the site. */
export type AreaId = 'mf_marketing' | 'mf_auth' | 'mf_workspace' | 'mf_billing';

export interface AreaInfo {
  /** Shown in the area's fallback and build stamp. */
  label: RemoteArea;
  /** The remote's package folder. */
  package: string;
}

export const AREAS: Readonly<Record<AreaId, AreaInfo>> = {
  mf_marketing: { label: 'Marketing', package: 'mf-marketing' },
  mf_auth: { label: 'Accounts', package: 'mf-auth' },
  mf_workspace: { label: 'Workspace', package: 'mf-workspace' },
  mf_billing: { label: 'Billing', package: 'mf-billing' },
};
