import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.js';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { createRouter } from '../../platform/http/router.js';
import { requireStaff } from '../console/require-staff.js';
import type { StaffEnv } from '../console/require-staff.js';
import { moneyDesk } from './money-desk.js';
import { MoneyDeskSchema } from './money-desk-schemas.js';

/** The staff console's money desk (issue #27): Finance (and Admin) read payments, overdue accounts and refunds. */
export function moneyDeskRoutes(deps: AppDeps) {
  return createRouter<StaffEnv>().openapi(
    createRoute({
      method: 'get',
      path: '/staff/money/',
      tags: ['Money desk'],
      operationId: 'getMoneyDesk',
      summary: 'Get the money desk',
      description: 'Payments, accounts with overdue bills and refunds, read from billing and the ledger.',
      security: bearerSecurity,
      middleware: [requireStaff(deps, 'Finance')] as const,
      responses: {
        200: { description: 'The money desk', content: json(MoneyDeskSchema) },
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => c.json(await moneyDesk(deps.prisma, deps.now()), 200),
  );
}
