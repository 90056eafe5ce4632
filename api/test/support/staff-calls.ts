import type { Database } from '@platform/prisma';
import { createStaff } from './staff-fixtures.js';
import { inboxCalls } from './inbox-calls.js';
import { aPendingPayout } from './payout-fixtures.js';
import { staffingCalls } from './staffing-calls.js';

/*
 * How the permission matrix sends each staff call (docs/permissions.md, "Staff calls"), by its
 * `METHOD /api/path`. Adding a staff route? Add its row to the doc and its recipe here.
 */

export interface StaffCallRequest {
  method: string;
  path: string;
  body?: unknown;
}

/** What a staff call needs to act on; each call gets fresh things, so a success never spoils the next. */
export interface StaffCallContext {
  db: Database;
  uniqueEmail: () => string;
}

export const staffCalls: Record<
  string,
  (ctx: StaffCallContext) => Promise<StaffCallRequest> | StaffCallRequest
> = {
  'GET /api/staff/me/': () => ({ method: 'GET', path: '/api/staff/me/' }),
  'GET /api/staff/members/': () => ({ method: 'GET', path: '/api/staff/members/' }),
  'POST /api/staff/members/': (ctx) => ({
    method: 'POST',
    path: '/api/staff/members/',
    body: { email: ctx.uniqueEmail(), role: 'Finance' },
  }),
  'PATCH /api/staff/members/{staff_id}/': async (ctx) => ({
    method: 'PATCH',
    path: `/api/staff/members/${(await createStaff(ctx.db, 'Operations')).id}/`,
    body: { role: 'Finance' },
  }),
  'GET /api/staff/audit-log/': () => ({ method: 'GET', path: '/api/staff/audit-log/?q=added' }),
  'GET /api/staff/money/': () => ({ method: 'GET', path: '/api/staff/money/' }),
  'GET /api/staff/payouts/': () => ({ method: 'GET', path: '/api/staff/payouts/?status=pending' }),
  'POST /api/staff/payouts/{payout_id}/process/': async (ctx) => ({
    method: 'POST',
    path: `/api/staff/payouts/${await aPendingPayout(ctx.db)}/process/`,
  }),
  ...staffingCalls,
  ...inboxCalls,
};
