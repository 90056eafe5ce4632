import type { ApiSchemas } from '@platform/shared-ui';

/** One of the account's invoices (spec part 2 §3: id, plan, dueDate, amount, status), numbered in sequence. */
export type AccountInvoice = ApiSchemas['schemas']['AccountInvoice'];
