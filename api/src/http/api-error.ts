import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string>;

/**
 * An answer other than success, rendered by the one error handler as `{ message, errors? }`:
 * the front ends show `message` as the toast and `errors` next to the fields.
 */
export class ApiError extends HTTPException {
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(status, { message });
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

export const notFound = () => new ApiError(404, 'Not found.');
