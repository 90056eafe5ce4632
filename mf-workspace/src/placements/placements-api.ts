import type { ApiSchemas } from '@platform/shared-ui';

// A placed talent's calls (issue #12) as this remote reads them, and the page's texts.

export type Placements = ApiSchemas['schemas']['Placements'];
export type Placement = Placements['placements'][number];
export type TalentPayout = Placement['payouts'][number];

export const PLACEMENT_TEXTS = {
  title: 'Your Placements',
  subtitle: 'Projects our clients have hired you for. Accept a placement to join the project team.',
  loading: 'Loading placements...',
  pending: 'Waiting for your answer',
  joined: 'Joined',
  empty:
    'You have no placements yet. When a client hires a team with you in it and pays, the project appears here.',
  decline: 'Cannot take it on? Contact the platform team from Live Chat and we will find a replacement.',
} as const;

/** A placed talent's payouts on a placement (issue #26): what each accepted milestone pays them. */
export const PAYOUT_TEXTS = {
  heading: 'Your payouts',
  columns: ['For', 'Gross', 'Withholding tax', 'You receive', 'Status'],
  none: 'No payouts yet: each milestone the client accepts pays you your share.',
} as const;
