import type { StaffRoleName } from '@platform/contract';
import type { Database } from '@platform/prisma';
import { startSession } from '../../src/platform/sessions/sessions.js';
import { storedRole } from '../../src/staff/console/staff-roles.js';
import { createUser } from './harness.js';
import type { TestUser } from './harness.js';

export interface StaffCaller extends TestUser {
  token: string;
  role: StaffRoleName;
}

/**
 * A staff member as `npm run staff:add` makes one, signed in; with two-factor sign-in already on unless
 * told otherwise (turning it on through the API is two-factor.test.ts's and staff.test.ts's business).
 */
export async function createStaff(
  db: Database,
  role: StaffRoleName,
  { twoFactor = true }: { twoFactor?: boolean } = {},
): Promise<StaffCaller> {
  const user = await createUser(db, { profile: false });
  await db.prisma.user.update({
    where: { id: user.id },
    data: { twoFactorRequired: true, totpEnabledAt: twoFactor ? new Date() : null },
  });
  await db.prisma.staffMember.create({ data: { userId: user.id, role: storedRole(role) } });
  return { ...user, role, token: await startSession(db.prisma, user.id, new Date()) };
}

/** A JSON call with a bearer token, answered as status and body (the staff suites' way to call). */
export async function callAs(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  method: string,
  path: string,
  token: string,
  body?: unknown,
) {
  const response = await app.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
