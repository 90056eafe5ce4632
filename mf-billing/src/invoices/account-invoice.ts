import type { ApiSchemas } from '@platform/shared-ui';

/** One of the account's invoices (the spec's workspace entities: id, plan, dueDate, amount, status), numbered in sequence. */
export type AccountInvoice = ApiSchemas['schemas']['AccountInvoice'];
