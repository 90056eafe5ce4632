import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.js';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { createRouter } from '../../platform/http/router.js';
import { requireStaff } from '../console/require-staff.js';
import type { StaffEnv } from '../console/require-staff.js';
import { listPayouts, processPayout } from './payouts.js';
import {
  PayoutListSchema,
  PayoutParamsSchema,
  PayoutQuerySchema,
  StaffPayoutSchema,
} from './payout-schemas.js';

const tags = ['Payouts'];

/** The staff console's payouts (issue #26): Finance (and Admin) list them and pay them by transfer. */
export function payoutRoutes(deps: AppDeps) {
  const router = createRouter<StaffEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/staff/payouts/',
      tags,
      operationId: 'listPayouts',
      summary: 'List payouts',
      description: "Placed talent's payouts, newest first, by status, with how many there are of each.",
      security: bearerSecurity,
      middleware: [requireStaff(deps, 'Finance')] as const,
      request: { query: PayoutQuerySchema },
      responses: {
        200: { description: 'The payouts', content: json(PayoutListSchema) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => c.json(await listPayouts(deps.prisma, c.req.valid('query').status), 200),
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/staff/payouts/{payout_id}/process/',
      tags,
      operationId: 'processPayout',
      summary: 'Process a payout',
      description:
        'Process Payment (Retry after a failure): checks the bank account with the provider and sends one transfer.',
      security: bearerSecurity,
      middleware: [requireStaff(deps, 'Finance')] as const,
      request: { params: PayoutParamsSchema },
      responses: {
        200: {
          description: 'The payout as it stands after the transfer',
          content: json(StaffPayoutSchema),
        },
        ...errorResponses(401, 403, 404, 409, 422, 503),
      },
    }),
    async (c) => c.json(await processPayout(deps, c.get('staff'), c.req.valid('param').payout_id), 200),
  );
  return router;
}
