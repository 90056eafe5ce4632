import { typedApi, type ApiOperation, type ApiResult, type TypedApi } from '@platform/shared-ui';
import { createApiClient } from '@platform/shared-ui/core';

export type OpsOverview = ApiResult<ApiOperation<'/api/ops/overview', 'get'>>;
export type OpsArea = OpsOverview['areas'][number];
export type OpsBuild = OpsArea['builds'][number];

/** Where the page keeps the ops token for this tab only (never in local storage). */
export const OPS_TOKEN_KEY = 'ops_token';

/** What an ops call the server gave no message for says. */
export const OPS_CALL_FAILED = 'The ops call failed.';

/**
 * The `/api/ops/...` calls with the ops token, not the user's session: the ops page is for whoever holds
 * OPS_TOKEN, signed in or not, and a refused ops token never signs the user out.
 */
export const opsApi = (token: string): TypedApi => typedApi(createApiClient({ getToken: () => token }));
