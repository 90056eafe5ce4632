import type { ApiOperation, ApiResult } from '@platform/shared-ui';

// The Settings answers the sections take by name, from the generated API types.

/** `GET /api/account/` */
export type Account = ApiResult<ApiOperation<'/api/account/', 'get'>>;

/** `GET /api/account/data-export/` */
export type DataExportStatus = ApiResult<ApiOperation<'/api/account/data-export/', 'get'>>;

/** `POST /api/two-factor/setup/` */
export type TwoFactorSetup = ApiResult<ApiOperation<'/api/two-factor/setup/', 'post'>>;

/** `GET /api/account/notifications/` */
export type NotificationChoices = ApiResult<ApiOperation<'/api/account/notifications/', 'get'>>;
