// TODO(billing-ui): from ApiSchemas once the payments routes are on main.
/** A payment attempt as `POST /api/payments/{reference}/verify/` answers it. */
export interface Payment {
  reference: string;
  purpose: string;
  invoice_id: string | null;
  amount_kobo: number;
  currency: 'NGN';
  status: 'Pending' | 'Paid' | 'Failed' | 'Abandoned';
  checkout_url: string;
  failure: string | null;
  paid_at: string | null;
  created_at: string;
}
