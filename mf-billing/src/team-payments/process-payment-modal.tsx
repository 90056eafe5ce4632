import { formatNaira, FormDialog, Input } from '@platform/shared-ui';
import { useId, useState } from 'react';
import layout from '../common/layout.module.css';
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
  const typeId = useId();
  const [type, setType] = useState<PaymentType>('regular');
  const [amount, setAmount] = useState(() =>
    limits.regular > 0 ? formatNaira(limits.regular).slice(1) : '',
  );
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const typeLabel = PAYMENT_TYPES.find((entry) => entry.id === type)!.label;

  const submit = async () => {
    const read = readPaymentAmount(amount, typeLabel, limits[type]);
    if ('error' in read) return setError(read.error);
    setSubmitting(true);
    const errors = await onContinue(type, read.kobo);
    setSubmitting(false);
    if (errors) setError(errors.amount_kobo ?? errors.amount ?? Object.values(errors)[0]);
  };

  return (
    <FormDialog
      title={TEAM_PAYMENT_TEXTS.processPayment}
      submitLabel="Continue"
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className={styles.typeField}>
        <span id={typeId} className={layout.label}>
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
    </FormDialog>
  );
}
