import { Button, Input, Modal } from '@platform/shared-ui';
import { useId, useState } from 'react';
import { formatNaira } from '../money/naira';
import { readPaymentAmount } from './payment-amount-rules';
import { PaymentTypePicker } from './payment-type-picker';
import { PAYMENT_TYPES, TEAM_PAYMENT_TEXTS, type PaymentType } from './team-payments-api';
import styles from './team-payments.module.css';

export interface ProcessPaymentModalProps {
  limits: Record<PaymentType, number>;
  onClose: () => void;
  /** Resolves with the server's field errors when it refuses. */
  onContinue: (type: PaymentType, amountKobo: number) => Promise<Record<string, string> | undefined>;
}

/** Process Payment: the type (Regular, Bonus, Installment), the amount in naira, checked here and by the server. */
export function ProcessPaymentModal({ limits, onClose, onContinue }: ProcessPaymentModalProps) {
  const formId = useId();
  const typeId = useId();
  const [type, setType] = useState<PaymentType>('regular');
  const [amount, setAmount] = useState(() =>
    limits.regular > 0 ? formatNaira(limits.regular).slice(1) : '',
  );
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const typeLabel = PAYMENT_TYPES.find((entry) => entry.id === type)!.label;

  return (
    <Modal
      open
      onClose={onClose}
      title={TEAM_PAYMENT_TEXTS.processPayment}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            Continue
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles.form}
        onSubmit={async (event) => {
          event.preventDefault();
          const read = readPaymentAmount(amount, typeLabel, limits[type]);
          if ('error' in read) return setError(read.error);
          setSubmitting(true);
          const errors = await onContinue(type, read.kobo);
          setSubmitting(false);
          if (errors) setError(errors.amount_kobo ?? errors.amount ?? Object.values(errors)[0]);
        }}
      >
        <div className={styles.field}>
          <span id={typeId} className={styles.label}>
            {TEAM_PAYMENT_TEXTS.paymentType}
          </span>
          <PaymentTypePicker
            labelledBy={typeId}
            value={type}
            onChange={(next) => {
              setType(next);
              setError(undefined);
            }}
          />
        </div>
        <Input
          label={TEAM_PAYMENT_TEXTS.amount}
          inputMode="decimal"
          value={amount}
          error={error}
          hint={`At most ${formatNaira(limits[type])} as a ${typeLabel}.`}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
