import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { searchAuditLog } from './audit-log.js';
import { requireStaff, requireStaffAccount } from './require-staff.js';
import type { StaffEnv } from './require-staff.js';
import { addStaff, changeStaff, listStaff, staffAnswer } from './staff-accounts.js';
import { STAFF_MESSAGES } from '@platform/contract';
import { staffRouteDefinitions } from './staff.routes.js';

/** The staff console's own calls: who is signed in, the staff and their roles, the audit log. */
export function staffRoutes(deps: AppDeps) {
  const routes = staffRouteDefinitions({ anyStaff: requireStaffAccount(deps), admin: requireStaff(deps) });

  const router = createRouter<StaffEnv>();
  router.openapi(routes.me, async (c) => {
    const staff = c.get('staff');
    const user = await deps.prisma.user.findUniqueOrThrow({
      where: { id: staff.userId },
      select: { firstName: true, lastName: true },
    });
    return c.json(
      {
        id: staff.userId,
        first_name: user.firstName,
        last_name: user.lastName,
        email: staff.email,
        role: staff.role,
        two_factor_enabled: staff.twoFactorOn,
      },
      200,
    );
  });
  router.openapi(routes.listStaff, async (c) =>
    c.json({ staff: (await listStaff(deps)).map(staffAnswer) }, 200),
  );
  router.openapi(routes.addStaff, async (c) => {
    const row = await addStaff(deps, c.req.valid('json'), c.get('staff'));
    return c.json({ message: STAFF_MESSAGES.added, staff_member: staffAnswer(row) }, 201);
  });
  router.openapi(routes.changeStaff, async (c) => {
    const { row, message } = await changeStaff(
      deps,
      c.req.valid('param').staff_id,
      c.req.valid('json'),
      c.get('staff'),
    );
    return c.json({ message, staff_member: staffAnswer(row) }, 200);
  });
  router.openapi(routes.auditLog, async (c) => {
    const query = c.req.valid('query');
    return c.json(
      await searchAuditLog(deps.prisma, {
        q: query.q,
        action: query.action,
        subjectId: query.subject,
        before: query.before,
        limit: query.limit,
      }),
      200,
    );
  });
  return router;
}
