import { STAFF_MESSAGES, STAFF_ROLES } from '@platform/contract';
import type { StaffRoleName } from '@platform/contract';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { NotFoundError, RefusedError } from '../../platform/errors/domain-errors.js';
import { roleName } from './staff-roles.js';

/** The staff member making a call, as the audit log names them. */
export interface StaffActor {
  userId: string;
  /** "Ada Okafor (Admin)", as the audit log keeps it. */
  name: string;
  /** "Ada Okafor": how replies to visitors are signed. */
  fullName: string;
  role: StaffRoleName;
  email: string;
  twoFactorOn: boolean;
}

export interface StaffEnv {
  Variables: AuthEnv['Variables'] & { staff: StaffActor };
}

/** The active staff member behind a user id, or null for anyone else (clients, deactivated staff). */
export async function findStaff(deps: Pick<AppDeps, 'prisma'>, userId: string): Promise<StaffActor | null> {
  const member = await deps.prisma.staffMember.findUnique({
    where: { userId },
    select: {
      role: true,
      deactivatedAt: true,
      user: { select: { firstName: true, lastName: true, email: true, totpEnabledAt: true, closedAt: true } },
    },
  });
  if (!member || member.deactivatedAt || member.user.closedAt) return null;
  const role = roleName(member.role);
  const fullName = `${member.user.firstName} ${member.user.lastName}`.trim();
  return {
    userId,
    name: `${fullName} (${role})`,
    fullName,
    role,
    email: member.user.email,
    twoFactorOn: member.user.totpEnabledAt !== null,
  };
}

/**
 * The one guard of every staff call: a session, then active staff (anyone else gets the 404 of a call
 * that is not there: a client learns nothing), then two-factor sign-in turned on, then one of `roles`
 * (Admin may do everything). `twoFactor: false` only for the console's own "who am I", which must
 * answer before two-factor sign-in is on so the console can ask for it.
 */
function staffGuard(deps: AppDeps, roles: readonly StaffRoleName[], twoFactor: boolean) {
  const signedIn = requireSession(deps);
  return createMiddleware<StaffEnv>((c, next) =>
    signedIn(c as unknown as Context<AuthEnv>, async () => {
      const staff = await findStaff(deps, c.get('session').userId);
      if (!staff) throw new NotFoundError(STAFF_MESSAGES.notFound);
      if (twoFactor && !staff.twoFactorOn) throw new RefusedError(STAFF_MESSAGES.twoFactorNeeded);
      if (staff.role !== 'Admin' && !roles.includes(staff.role)) {
        throw new RefusedError(
          STAFF_MESSAGES.roleNeeded(STAFF_ROLES.filter((role) => role === 'Admin' || roles.includes(role))),
        );
      }
      c.set('staff', staff);
      await next();
    }),
  );
}

/** Staff of one of `roles` (none: Admin only), with two-factor sign-in on. */
export const requireStaff = (deps: AppDeps, ...roles: StaffRoleName[]) => staffGuard(deps, roles, true);

/** Any active staff member, two-factor sign-in on or not yet. */
export const requireStaffAccount = (deps: AppDeps) =>
  staffGuard(deps, ['Admin', 'Operations', 'Finance'], false);
