import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    message: z.string().openapi({ example: 'All fields are required.' }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .openapi({ example: { email: 'All fields are required.' } }),
  })
  .openapi('Error');

export const MessageSchema = z.object({ message: z.string() }).openapi('Message');

const errorDescriptions = {
  400: 'Bad request',
  401: 'Missing, invalid or expired credentials',
  402: 'The account’s plan does not allow it (change plan or add seats)',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with what exists',
  410: 'Gone: deleted, and saying until when it can be restored',
  413: 'Body too large',
  415: 'Body is not JSON',
  422: 'Invalid field values',
  429: 'Too many attempts; see Retry-After',
  503: 'Unavailable',
} as const;

/** OpenAPI descriptions of the error answers a route can give (all in the `Error` shape). */
export function errorResponses(...statuses: (keyof typeof errorDescriptions)[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: errorDescriptions[status], content: { 'application/json': { schema: ErrorSchema } } },
    ]),
  );
}

export const bearerSecurity = [{ Bearer: [] }];
export const formTokenSecurity = [{ FormToken: [] }];
