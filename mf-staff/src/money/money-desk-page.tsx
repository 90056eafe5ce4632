import { Badge } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import type { ReactNode } from 'react';
import { ConsoleTable } from '../common/console-table';
import { LoadState } from '../common/load-state';
import page from '../common/console-page.module.css';
import { PageHeader } from '../common/page-header';
import styles from './money-desk.module.css';

export const MONEY_TEXTS = {
  title: 'Money Desk',
  subtitle: 'Payments, accounts with overdue bills and refunds, as billing and the ledger record them.',
  loading: 'Loading the money desk...',
  collected: 'Collected in the last 30 days',
  overdueTotal: 'Owed on overdue bills',
  refundsOpen: 'Refunds not yet given back',
  payments: 'Payments',
  paymentColumns: ['Started', 'Reference', 'Payer', 'For', 'Amount', 'Status'],
  noPayments: 'No payments yet.',
  overdue: 'Overdue accounts',
  overdueColumns: ['Account', 'Bills', 'Owed', 'Oldest due', 'Days overdue', 'Standing'],
  noOverdue: 'No account has an overdue bill.',
  restricted: 'Restricted',
  inGrace: 'In grace period',
  refunds: 'Refunds',
  refundColumns: ['Recorded', 'Payment', 'Payer', 'Amount', 'Status'],
  noRefunds: 'No refunds.',
} as const;

/** What a payment was for, in billing's words; a purpose added later shows as the API names it. */
export const PAYMENT_PURPOSES: Readonly<Record<string, string>> = {
  invoice: 'Invoice',
  'invoices-due': 'Invoices due',
  'team-payment': 'Team payment',
  'contract-first-payment': "Contract's first payment",
  'contract-payment': 'Contract instalment',
};

const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

const tone = (status: string) =>
  status === 'Paid' || status === 'Refunded' ? 'success' : status === 'Failed' ? 'danger' : 'neutral';

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <section aria-label={title} className={page.page}>
      <h2 className={styles.heading}>{title}</h2>
      {empty ? <p className={page.empty}>{empty}</p> : children}
    </section>
  );
}

/** /staff/money (Finance and Admin): what came in, who owes past their due date, what goes back. Read only. */
export default function MoneyDeskPage() {
  const desk = useApiQuery('get', '/api/staff/money/');
  return (
    <section className={page.page}>
      <PageHeader title={MONEY_TEXTS.title} subtitle={MONEY_TEXTS.subtitle} />
      <LoadState query={desk} loading={MONEY_TEXTS.loading}>
        {({ totals, payments, overdue, refunds }) => (
          <>
            <dl className={styles.totals}>
              <div>
                <dt>{MONEY_TEXTS.collected}</dt>
                <dd>{totals.collected_30_days}</dd>
              </div>
              <div>
                <dt>{MONEY_TEXTS.overdueTotal}</dt>
                <dd>{totals.overdue}</dd>
              </div>
              <div>
                <dt>{MONEY_TEXTS.refundsOpen}</dt>
                <dd>{totals.refunds_open}</dd>
              </div>
            </dl>
            <Section title={MONEY_TEXTS.overdue} empty={overdue.length ? null : MONEY_TEXTS.noOverdue}>
              <ConsoleTable label={MONEY_TEXTS.overdue} columns={MONEY_TEXTS.overdueColumns}>
                {overdue.map((account) => (
                  <tr key={account.owner.email} aria-label={account.owner.name}>
                    <td>
                      {account.owner.name}
                      <div className={page.muted}>{account.owner.email}</div>
                    </td>
                    <td>{account.invoices.join(', ')}</td>
                    <td>{account.owed}</td>
                    <td>{account.oldest_due}</td>
                    <td>{account.days_overdue}</td>
                    <td>
                      <Badge tone={account.restricted ? 'danger' : 'warning'}>
                        {account.restricted ? MONEY_TEXTS.restricted : MONEY_TEXTS.inGrace}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </ConsoleTable>
            </Section>
            <Section title={MONEY_TEXTS.payments} empty={payments.length ? null : MONEY_TEXTS.noPayments}>
              <ConsoleTable label={MONEY_TEXTS.payments} columns={MONEY_TEXTS.paymentColumns}>
                {payments.map((payment) => (
                  <tr key={payment.id} aria-label={payment.reference}>
                    <td>{dateTime.format(new Date(payment.started_at))}</td>
                    <td>{payment.reference}</td>
                    <td>
                      {payment.payer.name}
                      <div className={page.muted}>{payment.payer.email}</div>
                    </td>
                    <td>{PAYMENT_PURPOSES[payment.purpose] ?? payment.purpose}</td>
                    <td>{payment.amount}</td>
                    <td>
                      <Badge tone={tone(payment.status)}>{payment.status}</Badge>
                      {payment.failure ? <div className={page.muted}>{payment.failure}</div> : null}
                    </td>
                  </tr>
                ))}
              </ConsoleTable>
            </Section>
            <Section title={MONEY_TEXTS.refunds} empty={refunds.length ? null : MONEY_TEXTS.noRefunds}>
              <ConsoleTable label={MONEY_TEXTS.refunds} columns={MONEY_TEXTS.refundColumns}>
                {refunds.map((refund) => (
                  <tr key={refund.id} aria-label={`Refund of ${refund.payment_reference}`}>
                    <td>{dateTime.format(new Date(refund.recorded_at))}</td>
                    <td>{refund.payment_reference}</td>
                    <td>{refund.payer.name}</td>
                    <td>{refund.amount}</td>
                    <td>
                      <Badge tone={tone(refund.status)}>{refund.status}</Badge>
                      {refund.failure ? <div className={page.muted}>{refund.failure}</div> : null}
                    </td>
                  </tr>
                ))}
              </ConsoleTable>
            </Section>
          </>
        )}
      </LoadState>
    </section>
  );
}
