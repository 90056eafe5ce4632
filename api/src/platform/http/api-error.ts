import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../errors/domain-errors.js';

export type { FieldErrors };

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

/**
 * The one 401. Every 401 says how to authenticate (RFC 9110 requires `WWW-Authenticate`); the challenge is
 * a bearer token unless the caller authenticates otherwise (a signed webhook), and `realm` names the token
 * when it is not the session's.
 */
export const unauthorized = (message: string, options: { errors?: FieldErrors; challenge?: string } = {}) =>
  new ApiError(401, message, {
    errors: options.errors,
    headers: { 'WWW-Authenticate': options.challenge ?? 'Bearer' },
  });
