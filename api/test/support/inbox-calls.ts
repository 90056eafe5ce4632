import type { StaffCallContext, StaffCallRequest } from './staff-calls.js';

/*
 * How the permission matrix sends the inbox's calls (docs/permissions.md, "Staff calls"): each gets a
 * service request of its own, so one caller's move or reply never spoils the next caller's.
 */

const aServiceRequest = (ctx: StaffCallContext) =>
  ctx.db.prisma.serviceRequest.create({
    data: {
      fullName: 'Matrix Visitor',
      email: ctx.uniqueEmail(),
      phone: '08031234567',
      service: 'DESIGN',
      projectDescription: 'A logo.',
      contactMethod: 'EMAIL',
    },
  });

export const inboxCalls: Record<
  string,
  (ctx: StaffCallContext) => Promise<StaffCallRequest> | StaffCallRequest
> = {
  'GET /api/staff/inbox/': () => ({ method: 'GET', path: '/api/staff/inbox/?status=Received' }),
  'GET /api/staff/inbox/{item_id}/': async (ctx) => ({
    method: 'GET',
    path: `/api/staff/inbox/${(await aServiceRequest(ctx)).id}/`,
  }),
  'PATCH /api/staff/inbox/{item_id}/': async (ctx) => ({
    method: 'PATCH',
    path: `/api/staff/inbox/${(await aServiceRequest(ctx)).id}/`,
    body: { status: 'In Review' },
  }),
  'POST /api/staff/inbox/{item_id}/replies/': async (ctx) => ({
    method: 'POST',
    path: `/api/staff/inbox/${(await aServiceRequest(ctx)).id}/replies/`,
    body: { body: 'Thanks, we are on it.' },
  }),
};
