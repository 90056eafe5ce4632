import type { z } from 'zod';
import { ApiError } from './api-error.js';
import type { FieldErrors } from './api-error.js';

type Issue = z.core.$ZodIssue;

/**
 * Rules with a status of their own (e.g. a honeypot answering 400 "Bad Request.") say so in the custom
 * issue's params: `ctx.addIssue({ code: 'custom', message, params: { status: 400 } })`.
 */
function statusOf(issue: Issue): 400 | 422 {
  return issue.code === 'custom' && issue.params?.status === 400 ? 400 : 422;
}

/** Custom issues carry the spec's exact texts; zod's own messages get the field name in front. */
function describe(issue: Issue): string {
  if (issue.code === 'custom') return issue.message;
  if (issue.code === 'unrecognized_keys') {
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
  }
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** A failed zod validation as the API's error: the first issue is the message, every field gets one. */
export function validationError(error: z.ZodError): ApiError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || 'body'];
    for (const field of fields) errors[field] ??= describe(issue);
  }
  const [first] = error.issues;
  if (!first) return new ApiError(422, 'Invalid request.');
  return new ApiError(statusOf(first), describe(first), { errors });
}
