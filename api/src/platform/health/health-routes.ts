import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.js';
import { json } from '../http/openapi-content.js';
import { ApiError } from '../http/api-error.js';
import { errorResponses } from '../http/openapi-schemas.js';
import { createRouter } from '../http/router.js';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') }).openapi('Health');

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Health'],
  operationId: 'getHealth',
  summary: 'Check liveness and the database',
  description: 'Liveness and database check.',
  responses: {
    200: {
      description: 'The API and its database answer',
      content: json(HealthSchema),
    },
    ...errorResponses(503),
  },
});

export function healthRoutes({ prisma }: AppDeps) {
  return createRouter().openapi(health, async (c) => {
    try {
      await prisma.$queryRaw`SELECT 1`;
    } catch {
      throw new ApiError(503, 'The database is not reachable.');
    }
    return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
  });
}
