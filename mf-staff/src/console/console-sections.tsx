import type { StaffRoleName } from '@platform/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffMe } from '../common/staff-api';

/** What a section's page is given: the signed-in staff member. */
export interface SectionProps {
  me: StaffMe;
}

/** One section of the console: its address under /staff, its name in the menu and who may open it. */
export interface ConsoleSection {
  path: string;
  label: string;
  /** Roles besides Admin that may open it (Admin opens every section). */
  roles: readonly StaffRoleName[];
  Page: LazyExoticComponent<ComponentType<SectionProps>>;
}

/**
 * The console's sections in menu order. A new section is a line here and its page: the shell routes all
 * of /staff/* to the console. The API checks the same roles (docs/permissions.md, "Staff calls").
 */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: 'team', label: 'Staff', roles: [], Page: lazy(() => import('../team/staff-team-page')) },
  { path: 'audit-log', label: 'Audit Log', roles: [], Page: lazy(() => import('../audit/audit-log-page')) },
  {
    path: 'inbox',
    label: 'Inbox',
    roles: ['Operations'],
    Page: lazy(() => import('../inbox/inbox-section')),
  },
  {
    path: 'money',
    label: 'Money Desk',
    roles: ['Finance'],
    Page: lazy(() => import('../money/money-desk-page')),
  },
  {
    path: 'payouts',
    label: 'Payouts',
    roles: ['Finance'],
    Page: lazy(() => import('../payouts/payouts-page')),
  },
  {
    path: 'talent',
    label: 'Talent Pool',
    roles: ['Operations', 'Finance'],
    Page: lazy(() => import('../talent/talent-pool-page')),
  },
  {
    path: 'proposals',
    label: 'Proposals',
    roles: ['Operations', 'Finance'],
    Page: lazy(() => import('../staffing/proposals-section')),
  },
];

export const sectionsFor = (role: StaffRoleName) =>
  CONSOLE_SECTIONS.filter((section) => role === 'Admin' || section.roles.includes(role));
