import type { z } from '@hono/zod-openapi';
import { MessageSchema } from '../http/openapi-schemas.js';

/** The OpenAPI request body of a route that takes a required JSON body validated by `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** The OpenAPI content of a `{ message }` answer, with `example` as its message. */
export const messageContent = (example: string) => ({
  'application/json': { schema: MessageSchema.openapi({ example: { message: example } }) },
});
