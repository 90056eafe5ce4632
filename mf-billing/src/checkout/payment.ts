import type { ApiSchemas } from '@platform/shared-ui';

/** A payment attempt, as starting one and `POST /api/payments/{reference}/verify/` answer it. */
export type Payment = ApiSchemas['schemas']['Payment'];
