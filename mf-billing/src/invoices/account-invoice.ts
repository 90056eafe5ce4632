// TODO(billing-ui): from ApiSchemas once the invoice routes are on main.
/** One of the account's invoices (spec part 2 §3: id, plan, dueDate, amount, status), numbered in sequence. */
export interface AccountInvoice {
  id: string;
  number: string;
  description: string;
  issued_at: string;
  due_date: string;
  amount_kobo: number;
  status: 'Pending' | 'Paid';
}
