import {
  Badge,
  Button,
  ButtonLink,
  Card,
  Checkbox,
  usePlatform,
  FORM_ERROR_TOAST,
} from '@platform/shared-ui';
import { useState } from 'react';
import { downloadFile } from '../tasks/download-file';
import type { Contract } from './hire-api';
import { contractPdfPath } from './hire-api';
import styles from './hire.module.css';

export interface PaymentDetailsProps {
  projectId: string;
  root: string;
  contract: Contract;
  busy: 'installments' | 'sign' | 'pay' | null;
  /** Approve in Budget & Financial Control: choose instalments and pay (the server checks the same). */
  mayApprove: boolean;
  onInstallments: (on: boolean) => void;
  onPay: () => void;
}

const tones = { 'Due on signing': 'neutral', Due: 'warning', Paid: 'success' } as const;

/** Payment Details: the Monthly Installments choice, what is due now, the signature and the PDF. */
export function PaymentDetails({
  projectId,
  root,
  contract,
  busy,
  mayApprove,
  onInstallments,
  onPay,
}: PaymentDetailsProps) {
  const { auth, toast } = usePlatform();
  const [downloading, setDownloading] = useState(false);
  // The box shows the choice at once while it is saved; a refusal brings back the saved schedule's.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const { document, signed, payment } = contract;
  const installments = busy === 'installments' && wanted !== null ? wanted : document.installments;
  const download = () => {
    setDownloading(true);
    downloadFile(contractPdfPath(projectId), `contract-${document.project.name}.pdf`, auth.getToken())
      .catch(() => toast('The contract PDF could not be downloaded.', FORM_ERROR_TOAST))
      .finally(() => setDownloading(false));
  };
  return (
    <Card as="section" className={styles.section} aria-labelledby="payment-details">
      <h2 id="payment-details">Payment Details</h2>
      <Checkbox
        label="Monthly Installments"
        name="installments"
        checked={installments}
        disabled={signed !== null || busy !== null || !mayApprove}
        onChange={(event) => {
          setWanted(event.target.checked);
          onInstallments(event.target.checked);
        }}
      />
      <dl className={styles.facts}>
        <dt>First payment</dt>
        <dd data-testid="first-payment">{payment.amount}</dd>
        <dt>Status</dt>
        <dd>
          <Badge tone={tones[payment.status]}>{payment.status}</Badge>
        </dd>
        <dt>Payment method</dt>
        <dd>{document.payment_method}</dd>
      </dl>
      {signed ? (
        <>
          <p data-testid="signed-by">
            Signed by {signed.full_name} on {signed.signed_on}
          </p>
          <p className={`${styles.muted} ${styles.fingerprint}`}>SHA-256 {contract.document_sha256}</p>
          <div className={styles.actions}>
            {payment.status !== 'Due' ? (
              <ButtonLink to={`${root}/onboarding`}>View Onboarding</ButtonLink>
            ) : mayApprove ? (
              <Button onClick={onPay} loading={busy === 'pay'}>
                Pay {payment.amount}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={download} loading={downloading}>
              Download PDF
            </Button>
          </div>
        </>
      ) : null}
    </Card>
  );
}
