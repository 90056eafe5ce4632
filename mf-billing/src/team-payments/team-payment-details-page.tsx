import { ButtonLink, Card, usePlatform } from '@platform/shared-ui';
import { Navigate, useParams } from 'react-router-dom';
import { formatDay } from '../common/dates';
import { EmptyState, LoadState } from '../common/load-state';
import { PageHeader } from '../common/page-header';
import { StatusBadge } from '../common/status-badge';
import table from '../common/table.module.css';
import { useLoad } from '../common/use-load';
import { formatNaira } from '../money/naira';
import { TEAM_PAYMENT_TEXTS, type TeamPaymentDetail } from './team-payments-api';
import { TaskProgressList } from './task-progress-list';
import styles from './team-payments.module.css';

/**
 * /billing/team-payments/{id} (spec part 2 §2.15): the member's contract, what is due, payment history,
 * linked tasks and invoices. Opened without an id (/billing/team-payment-details) it goes to the list.
 */
export default function TeamPaymentDetailsPage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/billing/team-payments" replace />;
  return <Details id={id} />;
}

function Details({ id }: { id: string }) {
  const { api } = usePlatform();
  const { state, reload } = useLoad(id, (signal) =>
    api.get<TeamPaymentDetail>(`/api/billing/team-payments/${encodeURIComponent(id)}/`, { signal }),
  );
  return (
    <div className={styles.page}>
      <PageHeader back title="Team Payment Details" />
      <LoadState state={state} loading="Loading the payment..." onRetry={reload}>
        {(detail) => <DetailBody detail={detail} />}
      </LoadState>
    </div>
  );
}

function DetailBody({ detail }: { detail: TeamPaymentDetail }) {
  return (
    <>
      <div className={styles.grid}>
        <Card as="section" aria-label="Profile" className={styles.section}>
          <h2>{detail.member.name}</h2>
          <p className={styles.role}>{detail.member.role}</p>
          <p className={styles.role}>{detail.member.email}</p>
        </Card>
        <Card as="section" aria-label="Contract" className={styles.section}>
          <dl className={styles.facts}>
            <div>
              <dt>Contract Type</dt>
              <dd>{detail.contract_type}</dd>
            </div>
            <div>
              <dt>Start Date</dt>
              <dd>{formatDay(detail.start_date)}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{detail.duration}</dd>
            </div>
            <div>
              <dt>Contract Value</dt>
              <dd>{formatNaira(detail.contract_value_kobo)}</dd>
            </div>
            <div>
              <dt>Due Payment</dt>
              <dd>
                {formatNaira(detail.due_payment_kobo)}
                {detail.due_date ? ` by ${formatDay(detail.due_date)}` : ''}
              </dd>
            </div>
          </dl>
        </Card>
      </div>

      <div className={styles.grid}>
        <section aria-labelledby="history-heading" className={styles.section}>
          <h2 id="history-heading">Payment History</h2>
          {detail.payment_history.length === 0 ? (
            <EmptyState>{TEAM_PAYMENT_TEXTS.noHistory}</EmptyState>
          ) : (
            <ul className={styles.list}>
              {detail.payment_history.map((payment) => (
                <li key={payment.id} className={styles.task}>
                  <span>
                    {formatDay(payment.paid_at)} · {payment.payment_type}
                  </span>
                  <strong>{formatNaira(payment.amount_kobo)}</strong>
                  <StatusBadge status={payment.status} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="tasks-heading" className={styles.section}>
          <h2 id="tasks-heading">Linked Tasks</h2>
          <TaskProgressList tasks={detail.linked_tasks} />
        </section>
      </div>

      <section aria-labelledby="invoices-heading" className={styles.section}>
        <h2 id="invoices-heading">Recent Invoices</h2>
        {detail.invoices.length === 0 ? (
          <EmptyState>{TEAM_PAYMENT_TEXTS.noInvoices}</EmptyState>
        ) : (
          <div className={table.wrap}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">Invoice</th>
                  <th scope="col">Issued</th>
                  <th scope="col">Due Date</th>
                  <th scope="col" className={table.amount}>
                    Amount
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className={table.srOnly}>Process</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {detail.invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td>{invoice.number}</td>
                    <td>{formatDay(invoice.issued_at)}</td>
                    <td>{formatDay(invoice.due_date)}</td>
                    <td className={table.amount}>{formatNaira(invoice.amount_kobo)}</td>
                    <td>
                      <StatusBadge status={invoice.status} />
                    </td>
                    <td>
                      <ButtonLink
                        size="sm"
                        to={`/billing/team-payments/invoice-details/${encodeURIComponent(invoice.id)}`}
                        aria-label={`Process invoice ${invoice.number}`}
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
      </section>
    </>
  );
}
