import type { ApiSchemas } from '@platform/shared-ui';

export type OpsOverview = ApiSchemas['schemas']['OpsOverview'];
export type OpsArea = OpsOverview['areas'][number];
export type OpsBuild = OpsArea['builds'][number];

/** Where the page keeps the ops token for this tab only (never in local storage). */
export const OPS_TOKEN_KEY = 'ops_token';

/** An ops call the server refused, with its message. */
export class OpsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One `/api/ops/...` call with the ops token (not the user's session: the ops page is for whoever holds
 * OPS_TOKEN, signed in or not).
 */
export async function opsCall<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/ops/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new OpsError(response.status, answer.message ?? 'The ops call failed.');
  return answer as T;
}
