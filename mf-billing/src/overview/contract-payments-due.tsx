import { Button, Card, formatNaira, formatDay, IN_NIGERIA } from '@platform/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import layout from '../common/layout.module.css';
import type { Read } from '../common/load-state';
import type { DueContractPayment } from './use-due-contract-payments';
import styles from './billing-overview-page.module.css';

export const DUE_TEXTS = {
  heading: 'Contract payments due',
  failed: 'The contract payments due could not be loaded.',
} as const;

interface ContractPaymentsDueProps {
  due: Read<{ payments: DueContractPayment[] }>;
  payNow: (payment: DueContractPayment) => Promise<void>;
}

/**
 * On /billing: a box per invoiced part of a signed contract still due (the first payment, the second 50%,
 * a monthly part), with Pay now.
 * Nothing while loading or when nothing is due; a failure says so quietly, the rest of billing stands.
 */
export function ContractPaymentsDue({ due, payNow }: ContractPaymentsDueProps) {
  if (due.error && !due.isFetching) return <p className={layout.note}>{DUE_TEXTS.failed}</p>;
  const payments = due.data?.payments ?? [];
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="contract-due-heading" className={layout.section}>
      <h2 id="contract-due-heading">{DUE_TEXTS.heading}</h2>
      {payments.map((payment) => (
        <DuePaymentBox key={payment.invoice_id} payment={payment} payNow={payNow} />
      ))}
    </section>
  );
}

function DuePaymentBox({
  payment,
  payNow,
}: {
  payment: DueContractPayment;
  payNow: ContractPaymentsDueProps['payNow'];
}) {
  const [paying, setPaying] = useState(false);
  return (
    <Card as="article" aria-label={payment.project_name} className={styles.due}>
      <div className={styles.dueText}>
        <h3 className={styles.dueProject}>
          <Link to={payment.workspace_path}>{payment.project_name}</Link>
        </h3>
        <p className={layout.note}>
          {payment.invoice_number} · {payment.description}, contract signed on {payment.signed_on}
        </p>
      </div>
      <p className={styles.dueAmount}>{formatNaira(payment.amount_kobo)}</p>
      <p className={layout.note}>Due {formatDay(payment.due_date, IN_NIGERIA) ?? '—'}</p>
      <Button
        loading={paying}
        onClick={async () => {
          setPaying(true);
          await payNow(payment);
          setPaying(false);
        }}
      >
        Pay now
      </Button>
    </Card>
  );
}
