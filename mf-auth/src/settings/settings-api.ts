import type { ApiSchemas } from '@platform/shared-ui';

// Shapes of the Settings calls, from the generated API types.

/** `GET /api/account/` */
export type Account = ApiSchemas['schemas']['Account'];

/** `GET /api/account/sessions/` */
export type SessionList = ApiSchemas['schemas']['SessionList'];

/** `GET /api/account/data-export/` */
export type DataExportStatus = ApiSchemas['schemas']['DataExportStatus'];

/** `POST /api/two-factor/setup/` */
export type TwoFactorSetup = ApiSchemas['schemas']['TwoFactorSetup'];

/** `GET /api/account/notifications/` */
export type NotificationChoices = ApiSchemas['schemas']['NotificationChoices'];
