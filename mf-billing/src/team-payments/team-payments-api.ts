// TODO(billing-ui): from ApiSchemas once the team payment routes are on main.

export type TeamPaymentStatus = 'Paid' | 'Pending' | 'Overdue';

export interface TeamMemberCard {
  name: string;
  role: string;
  email: string;
}

/** A row of `GET /api/billing/team-payments/` (spec part 2 §3: name, role, type, amount, status). */
export interface TeamPaymentRow {
  id: string;
  member: TeamMemberCard;
  payment_type: string;
  amount_kobo: number;
  status: TeamPaymentStatus;
  next_due_date: string | null;
  contract_duration: string;
}

/** `GET /api/billing/team-payments/` */
export interface TeamPaymentsOverview {
  summary: {
    total_payroll_kobo: number;
    talent_pay_kobo: number;
    taxes_kobo: number;
    outstanding_kobo: number;
    upcoming_kobo: number;
    upcoming_count: number;
  };
  payments: TeamPaymentRow[];
}

export interface TeamInvoiceRow {
  id: string;
  number: string;
  issued_at: string;
  due_date: string;
  amount_kobo: number;
  status: TeamPaymentStatus;
}

/** `GET /api/billing/team-payments/{id}/` */
export interface TeamPaymentDetail {
  id: string;
  member: TeamMemberCard;
  contract_type: string;
  start_date: string;
  duration: string;
  contract_value_kobo: number;
  due_payment_kobo: number;
  due_date: string | null;
  payment_history: {
    id: string;
    paid_at: string;
    payment_type: string;
    amount_kobo: number;
    status: string;
  }[];
  linked_tasks: { id: string; title: string; status: string; progress: number }[];
  invoices: TeamInvoiceRow[];
}

export type PaymentType = 'regular' | 'bonus' | 'installment';

/** `GET /api/billing/team-payments/invoices/{id}/` */
export interface TeamInvoiceDetail {
  id: string;
  number: string;
  issued_at: string;
  due_date: string;
  status: TeamPaymentStatus;
  from: { name: string; email: string; address: string };
  to: { name: string; email: string; address: string };
  talent: TeamMemberCard;
  tasks: { id: string; title: string; progress: number }[];
  items: { description: string; quantity: number; unit_kobo: number; amount_kobo: number }[];
  total_kobo: number;
  paid_kobo: number;
  balance_kobo: number;
  /** The most each payment type may pay now. */
  limits_kobo: Record<PaymentType, number>;
}

export const PAYMENT_TYPES: readonly { id: PaymentType; label: string }[] = [
  { id: 'regular', label: 'Regular Payment' },
  { id: 'bonus', label: 'Bonus Payment' },
  { id: 'installment', label: 'Installment Payment' },
];

export const TEAM_PAYMENT_TEXTS = {
  title: 'Team Payments',
  subtitle: 'What your team is paid, what is outstanding and what is due soon.',
  none: 'No team payments yet. They appear here once a contract with your team is signed.',
  noHistory: 'No payments yet.',
  noTasks: 'No linked tasks.',
  noInvoices: 'No invoices yet.',
  processPayment: 'Process Payment',
  paymentType: 'Payment type',
  amount: 'Amount (₦)',
  amountRequired: 'Enter the amount to pay.',
  amountInvalid: 'Enter an amount in naira, like 150,000 or 150000.50.',
  amountPositive: 'The amount must be more than ₦0.',
  amountTooHigh: (type: string, max: string) => `A ${type} can be at most ${max} on this invoice.`,
  nothingToPay: (type: string) => `Nothing can be paid as a ${type} on this invoice.`,
  startFailed: 'Failed to start the payment.',
} as const;
