import { z } from '@hono/zod-openapi';
import { MessageSchema } from './openapi-schemas.js';

/** The OpenAPI content of a JSON request or answer validated by `schema`. */
export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

/**
 * The OpenAPI content of a download sent with its stored type, one of `types` (parameters such as a charset
 * dropped: a media type is named without them).
 */
export const download = (types: readonly string[]) =>
  Object.fromEntries(
    [...new Set(types.map((type) => type.split(';')[0]?.trim() ?? type))].map((type) => [
      type,
      { schema: z.string().openapi({ format: 'binary' }) },
    ]),
  );

/** The OpenAPI request body of a route that takes a required JSON body validated by `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: json(schema) });

/** The OpenAPI content of a `{ message }` answer, with `example` as its message. */
export const messageContent = (example: string) =>
  json(MessageSchema.openapi({ example: { message: example } }));

/** What the document says of an operation a route factory builds: its id, a short summary and what it does. */
export interface OperationText {
  operationId: string;
  summary: string;
  description: string;
}
