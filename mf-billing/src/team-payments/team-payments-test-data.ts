import type { TeamInvoiceDetail, TeamPaymentDetail, TeamPaymentsOverview } from './team-payments-api';

const tolu = { name: 'Tolu Bakare', role: 'UI/UX Designer', email: 'tolu@example.com' };

export const teamPayments: TeamPaymentsOverview = {
  summary: {
    total_payroll_kobo: 150_000_000,
    talent_pay_kobo: 139_534_884,
    taxes_kobo: 10_465_116,
    outstanding_kobo: 50_000_000,
    upcoming_kobo: 25_000_000,
    upcoming_count: 1,
  },
  payments: [
    {
      id: 'tp-1',
      member: tolu,
      payment_type: 'Monthly Installments',
      amount_kobo: 50_000_000,
      status: 'Pending',
      next_due_date: '2026-11-28T00:00:00.000Z',
      contract_duration: '12 weeks',
    },
  ],
};

export const teamPaymentDetail: TeamPaymentDetail = {
  id: 'tp-1',
  member: tolu,
  contract_type: 'Freelance',
  start_date: '2026-10-01T00:00:00.000Z',
  duration: '12 weeks',
  contract_value_kobo: 150_000_000,
  due_payment_kobo: 50_000_000,
  due_date: '2026-11-28T00:00:00.000Z',
  payment_history: [
    {
      id: 'p-1',
      paid_at: '2026-10-28T00:00:00.000Z',
      payment_type: 'Regular Payment',
      amount_kobo: 50_000_000,
      status: 'Paid',
    },
  ],
  linked_tasks: [{ id: 't-1', title: 'Checkout screens', status: 'In Progress', progress: 60 }],
  invoices: [
    {
      id: 'ti-2',
      number: 'TP-0002',
      issued_at: '2026-11-21T00:00:00.000Z',
      due_date: '2026-11-28T00:00:00.000Z',
      amount_kobo: 50_000_000,
      status: 'Pending',
    },
  ],
};

export const teamInvoice: TeamInvoiceDetail = {
  id: 'ti-2',
  number: 'TP-0002',
  issued_at: '2026-11-21T00:00:00.000Z',
  due_date: '2026-11-28T00:00:00.000Z',
  status: 'Pending',
  from: { name: 'Adeyemi Salons', email: 'ada@example.com', address: '3 Allen Avenue, Ikeja' },
  to: { name: 'Tolu Bakare', email: 'tolu@example.com', address: '' },
  talent: tolu,
  tasks: [{ id: 't-1', title: 'Checkout screens', progress: 60 }],
  items: [{ description: 'Design, November', quantity: 1, unit_kobo: 50_000_000, amount_kobo: 50_000_000 }],
  total_kobo: 50_000_000,
  paid_kobo: 0,
  balance_kobo: 50_000_000,
  limits_kobo: { regular: 50_000_000, bonus: 10_000_000, installment: 50_000_000 },
};
