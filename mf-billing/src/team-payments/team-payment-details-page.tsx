import { ButtonLink, Card, formatNaira, formatDay, IN_NIGERIA } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { Navigate, useParams } from 'react-router-dom';
import { Facts } from '../common/facts';
import layout from '../common/layout.module.css';
import { EmptyState, LoadState } from '../common/load-state';
import { PageHeader } from '../common/page-header';
import { StatusBadge } from '../common/status-badge';
import { InvoiceList } from '../invoices/invoice-list';
import { TEAM_PAYMENT_TEXTS, type TeamPaymentDetail } from './team-payments-api';
import { TaskProgressList } from './task-progress-list';
import styles from './team-payments.module.css';

/**
 * /billing/team-payments/{id} (the spec's billing and plans screens): the member's contract, what is due, payment history,
 * linked tasks and invoices. Opened without an id (/billing/team-payment-details) it goes to the list.
 */
export default function TeamPaymentDetailsPage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/billing/team-payments" replace />;
  return <Details id={id} />;
}

function Details({ id }: { id: string }) {
  const detail = useApiQuery('get', '/api/billing/team-payments/{team_payment_id}/', {
    params: { path: { team_payment_id: id } },
  });
  return (
    <div className={layout.page}>
      <PageHeader back title="Team Payment Details" />
      <LoadState query={detail} loading="Loading the payment...">
        {(detail) => <DetailBody detail={detail} />}
      </LoadState>
    </div>
  );
}

function DetailBody({ detail }: { detail: TeamPaymentDetail }) {
  return (
    <>
      <div className={styles.grid}>
        <Card as="section" aria-label="Profile" className={layout.section}>
          <h2>{detail.member.name}</h2>
          <p className={styles.role}>{detail.member.role}</p>
          <p className={styles.role}>{detail.member.email}</p>
        </Card>
        <Card as="section" aria-label="Contract" className={layout.section}>
          <Facts
            items={[
              ['Contract Type', detail.contract_type],
              ['Start Date', formatDay(detail.start_date, IN_NIGERIA) ?? '—'],
              ['Duration', detail.duration],
              ['Contract Value', formatNaira(detail.contract_value_kobo)],
              [
                'Due Payment',
                `${formatNaira(detail.due_payment_kobo)}${detail.due_date ? ` by ${formatDay(detail.due_date, IN_NIGERIA) ?? '—'}` : ''}`,
              ],
            ]}
          />
        </Card>
      </div>

      <div className={styles.grid}>
        <section aria-labelledby="history-heading" className={layout.section}>
          <h2 id="history-heading">Payment History</h2>
          {detail.payment_history.length === 0 ? (
            <EmptyState>{TEAM_PAYMENT_TEXTS.noHistory}</EmptyState>
          ) : (
            <ul className={styles.list}>
              {detail.payment_history.map((payment) => (
                <li key={payment.id} className={styles.task}>
                  <span>
                    {formatDay(payment.paid_at, IN_NIGERIA) ?? '—'} · {payment.payment_type}
                  </span>
                  <strong>{formatNaira(payment.amount_kobo)}</strong>
                  <StatusBadge status={payment.status} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="tasks-heading" className={layout.section}>
          <h2 id="tasks-heading">Linked Tasks</h2>
          <TaskProgressList tasks={detail.linked_tasks} />
        </section>
      </div>

      <section aria-labelledby="invoices-heading" className={layout.section}>
        <h2 id="invoices-heading">Recent Invoices</h2>
        {detail.invoices.length === 0 ? (
          <EmptyState>{TEAM_PAYMENT_TEXTS.noInvoices}</EmptyState>
        ) : (
          <InvoiceList
            invoices={detail.invoices}
            actions={(invoice) => (
              <ButtonLink
                size="sm"
                to={`/billing/team-payments/invoice-details/${encodeURIComponent(invoice.id)}`}
                aria-label={`Process invoice ${invoice.number}`}
              >
                Process
              </ButtonLink>
            )}
          />
        )}
      </section>
    </>
  );
}
