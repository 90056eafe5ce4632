import type { z } from '@hono/zod-openapi';

/** The OpenAPI request body of a route that takes a required JSON body validated by `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
