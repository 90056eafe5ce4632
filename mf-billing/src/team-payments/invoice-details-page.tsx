import { Button, Card, formatNaira, formatDay, IN_NIGERIA } from '@platform/shared-ui';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Facts } from '../common/facts';
import layout from '../common/layout.module.css';
import { LoadState, readAnswer } from '../common/load-state';
import { PageHeader } from '../common/page-header';
import { StatusBadge } from '../common/status-badge';
import table from '../common/table.module.css';
import { ProcessPaymentModal } from './process-payment-modal';
import { TaskProgressList } from './task-progress-list';
import { TEAM_PAYMENT_TEXTS, type TeamInvoiceDetail } from './team-payments-api';
import { useTeamInvoice } from './use-team-invoice';
import styles from './team-payments.module.css';

/**
 * /billing/team-payments/invoice-details/{id} (the spec's billing and plans screens): a team invoice (dates, from/to, talent,
 * tasks with progress, items) and Process Payment. Without an id it goes to the team payments.
 */
export default function InvoiceDetailsPage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/billing/team-payments" replace />;
  return <InvoiceDetails id={id} />;
}

function InvoiceDetails({ id }: { id: string }) {
  const { invoice: read, pay } = useTeamInvoice(id);
  const [processing, setProcessing] = useState(false);
  const invoice = readAnswer(read);
  return (
    <div className={layout.page}>
      <PageHeader
        back
        title={invoice ? `Invoice ${invoice.number}` : 'Invoice'}
        actions={
          invoice && invoice.balance_kobo > 0 ? (
            <Button onClick={() => setProcessing(true)}>{TEAM_PAYMENT_TEXTS.processPayment}</Button>
          ) : null
        }
      />
      <LoadState query={read} loading="Loading the invoice...">
        {(detail) => <InvoiceBody invoice={detail} />}
      </LoadState>
      {invoice && processing ? (
        <ProcessPaymentModal
          limits={invoice.limits_kobo}
          onClose={() => setProcessing(false)}
          onContinue={pay}
        />
      ) : null}
    </div>
  );
}

function Party({ label, party }: { label: string; party: TeamInvoiceDetail['from'] }) {
  return (
    <div>
      <h3 className={layout.label}>{label}</h3>
      <address>
        <strong>{party.name}</strong>
        <br />
        {party.email}
        {party.address ? (
          <>
            <br />
            {party.address}
          </>
        ) : null}
      </address>
    </div>
  );
}

function InvoiceBody({ invoice }: { invoice: TeamInvoiceDetail }) {
  return (
    <>
      <Card as="section" aria-label="Invoice" className={layout.section}>
        <Facts
          items={[
            ['Issue Date', formatDay(invoice.issued_at, IN_NIGERIA) ?? '—'],
            ['Due Date', formatDay(invoice.due_date, IN_NIGERIA) ?? '—'],
            ['Status', <StatusBadge key="status" status={invoice.status} />],
            ['Talent', `${invoice.talent.name}, ${invoice.talent.role}`],
          ]}
        />
        <div className={styles.parties}>
          <Party label="From" party={invoice.from} />
          <Party label="To" party={invoice.to} />
        </div>
      </Card>

      <section aria-labelledby="tasks-heading" className={layout.section}>
        <h2 id="tasks-heading">Tasks</h2>
        <TaskProgressList tasks={invoice.tasks} />
      </section>

      <section aria-labelledby="items-heading" className={layout.section}>
        <h2 id="items-heading">Items</h2>
        <div className={table.wrap}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col" className={table.amount}>
                  Quantity
                </th>
                <th scope="col" className={table.amount}>
                  Rate
                </th>
                <th scope="col" className={table.amount}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.items.map((item) => (
                <tr key={item.description}>
                  <td>{item.description}</td>
                  <td className={table.amount}>{item.quantity}</td>
                  <td className={table.amount}>{formatNaira(item.unit_kobo)}</td>
                  <td className={table.amount}>{formatNaira(item.amount_kobo)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className={styles.totals}>
          <dt>Total</dt>
          <dd>{formatNaira(invoice.total_kobo)}</dd>
          <dt>Paid</dt>
          <dd>{formatNaira(invoice.paid_kobo)}</dd>
          <dt>
            <strong>Balance due</strong>
          </dt>
          <dd>
            <strong data-testid="balance-due">{formatNaira(invoice.balance_kobo)}</strong>
          </dd>
        </dl>
      </section>
    </>
  );
}
