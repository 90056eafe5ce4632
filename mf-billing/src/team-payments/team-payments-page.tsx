import { ButtonLink, formatNaira, formatDay, IN_NIGERIA } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import layout from '../common/layout.module.css';
import { EmptyState, LoadState } from '../common/load-state';
import { PageHeader } from '../common/page-header';
import { StatusBadge } from '../common/status-badge';
import { SummaryCard, SummaryRow } from '../common/summary-card';
import table from '../common/table.module.css';
import { TEAM_PAYMENT_TEXTS } from './team-payments-api';
import styles from './team-payments.module.css';

/** /billing/team-payments (the spec's billing and plans screens): payroll figures and one row per team payment. */
export default function TeamPaymentsPage() {
  const overview = useApiQuery('get', '/api/billing/team-payments/');
  return (
    <div className={layout.page}>
      <PageHeader back title={TEAM_PAYMENT_TEXTS.title} subtitle={TEAM_PAYMENT_TEXTS.subtitle} />
      <LoadState query={overview} loading="Loading team payments...">
        {({ summary, payments }) => (
          <>
            <SummaryRow>
              <SummaryCard label="Total Payroll" value={formatNaira(summary.total_payroll_kobo)} />
              <SummaryCard
                label="Breakdown"
                value={formatNaira(summary.talent_pay_kobo)}
                note={`Talent pay, plus ${formatNaira(summary.taxes_kobo)} taxes`}
              />
              <SummaryCard label="Outstanding" value={formatNaira(summary.outstanding_kobo)} />
              <SummaryCard
                label="Upcoming"
                value={formatNaira(summary.upcoming_kobo)}
                note={`${summary.upcoming_count} due in the next 7 days`}
              />
            </SummaryRow>
            {payments.length === 0 ? (
              <EmptyState>{TEAM_PAYMENT_TEXTS.none}</EmptyState>
            ) : (
              <div className={table.wrap}>
                <table className={table.table}>
                  <thead>
                    <tr>
                      <th scope="col">Team Member</th>
                      <th scope="col">Payment Type</th>
                      <th scope="col" className={table.amount}>
                        Amount
                      </th>
                      <th scope="col">Status</th>
                      <th scope="col">Next Due Date</th>
                      <th scope="col">Contract Duration</th>
                      <th scope="col">
                        <span className={table.srOnly}>Process</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {payments.map((payment) => (
                      <tr key={payment.id}>
                        <td>
                          <span className={styles.name}>{payment.member.name}</span>
                          <span className={styles.role}>{payment.member.role}</span>
                        </td>
                        <td>{payment.payment_type}</td>
                        <td className={table.amount}>{formatNaira(payment.amount_kobo)}</td>
                        <td>
                          <StatusBadge status={payment.status} />
                        </td>
                        <td>{formatDay(payment.next_due_date, IN_NIGERIA) ?? '—'}</td>
                        <td>{payment.contract_duration}</td>
                        <td>
                          <ButtonLink
                            size="sm"
                            to={`/billing/team-payments/${encodeURIComponent(payment.id)}`}
                            aria-label={`Process ${payment.member.name}'s payment`}
                          >
                            Process
                          </ButtonLink>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </LoadState>
    </div>
  );
}
