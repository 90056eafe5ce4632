import { createRoute, z } from '@hono/zod-openapi';
import { optionalSession } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { json } from '../../platform/http/openapi-content.js';
import { createRouter } from '../../platform/http/router.js';
import { planCards } from './plans.js';
import { accountSubscription } from './subscription.js';

const PlanIdSchema = z.enum(['free-starter', 'startup', 'growth', 'enterprise']);

const PlanSchema = z
  .object({
    id: PlanIdSchema,
    title: z.enum(['Free Starter', 'Startup Plan', 'Growth Plan', 'Enterprise']),
    description: z.string(),
    price_naira: z
      .number()
      .nullable()
      .openapi({ description: 'The account’s fee in naira per month; null if not fixed' }),
    price_label: z.enum(['₦0', 'Pay as you go', '₦10,000', 'Custom pricing']),
    period: z.enum(['per month', '']),
    features: z.array(z.string()),
    buttonText: z.string(),
    highlight: z.boolean().openapi({ description: "True for the caller's current plan" }),
  })
  .openapi('Plan');

const PlansSchema = z
  .object({
    current_plan: PlanIdSchema.nullable().openapi({ description: 'Null for visitors' }),
    plans: z.array(PlanSchema),
  })
  .openapi('Plans');

export function billingRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/plans/',
      tags: ['Billing'],
      operationId: 'listPlans',
      summary: 'List the plans',
      description:
        'The plans, with the caller’s current plan when signed in. Works without a token (pricing page); a valid bearer token marks the current plan.',
      security: [{}, { Bearer: [] }],
      responses: {
        200: { description: 'The plans', content: json(PlansSchema) },
      },
    }),
    async (c) => {
      const session = await optionalSession(deps, c.req.header('Authorization'));
      const current = session
        ? (await accountSubscription(deps.prisma, session.userId, deps.now())).plan
        : null;
      return c.json({ current_plan: current, plans: planCards(current) }, 200);
    },
  );
}
