import { MAX_SEATS_AT_ONCE } from '@platform/contract';
import { Button, Field, formatNaira, FormDialog, formProblem, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';
import layout from '../common/layout.module.css';
import { readSeatCount } from './seat-count-rules';
import { SEAT_TEXTS, type SeatBilling } from './seats-api';
import styles from './team-seats.module.css';

export interface AddSeatsModalProps {
  prices: { monthly: number; yearly: number };
  onClose: () => void;
  /** Adds the seats, resolving with the server's answer (a `message` is the success toast); rejects when refused. */
  onSubmit: (count: number, billing: SeatBilling) => Promise<unknown>;
}

/**
 * Add Seats: how many (typed, or with − and +), billed monthly or annually, the amount worked out live. A
 * number out of range, or the server's refusal of it, shows under the field. After a success the page
 * leaves for the checkout, so the button stays busy (paid with the saved card, the page closes it).
 */
export function AddSeatsModal({ prices, onClose, onSubmit }: AddSeatsModalProps) {
  const [text, setText] = useState('1');
  const [billing, setBilling] = useState<SeatBilling>('monthly');
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true, busyAfterSuccess: true });
  const read = readSeatCount(text);
  const count = 'count' in read ? read.count : null;
  const unit = billing === 'monthly' ? prices.monthly : prices.yearly;

  const step = (by: number) => {
    const next = Math.min(MAX_SEATS_AT_ONCE, Math.max(1, (count ?? 0) + by));
    setText(String(next));
    fieldErrors.clearField('count');
  };

  const send = () =>
    void submit(count === null ? formProblem(SEAT_TEXTS.countRule, 'count') : null, () =>
      onSubmit(count ?? 0, billing),
    );

  return (
    <FormDialog
      title={SEAT_TEXTS.addSeats}
      submitLabel="Continue"
      submitting={submitting}
      onClose={onClose}
      onSubmit={send}
      fieldErrors={fieldErrors}
    >
      <Field label={SEAT_TEXTS.count} name="count">
        {(control) => (
          <div className={styles.stepper}>
            <Button
              variant="secondary"
              size="sm"
              aria-label="One seat fewer"
              disabled={count !== null && count <= 1}
              onClick={() => step(-1)}
            >
              −
            </Button>
            <input
              {...control}
              name="count"
              inputMode="numeric"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button
              variant="secondary"
              size="sm"
              aria-label="One seat more"
              disabled={count !== null && count >= MAX_SEATS_AT_ONCE}
              onClick={() => step(1)}
            >
              +
            </Button>
          </div>
        )}
      </Field>
      <fieldset className={styles.billing}>
        <legend>{SEAT_TEXTS.billing}</legend>
        {(['monthly', 'yearly'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="billing"
              value={option}
              checked={billing === option}
              onChange={() => setBilling(option)}
            />{' '}
            {option === 'monthly'
              ? `${SEAT_TEXTS.monthly} (${formatNaira(prices.monthly)} per seat a month)`
              : `${SEAT_TEXTS.yearly} (${formatNaira(prices.yearly)} per seat a year)`}
          </label>
        ))}
      </fieldset>
      <p className={styles.amount} aria-live="polite">
        {SEAT_TEXTS.amount}:{' '}
        <strong data-testid="seats-amount">
          {count === null ? '—' : formatNaira(count * unit)}
          {billing === 'monthly' ? ' a month' : ' a year'}
        </strong>
      </p>
      <p className={layout.note}>
        {billing === 'monthly' ? SEAT_TEXTS.monthlyNote : SEAT_TEXTS.yearlyNote} {SEAT_TEXTS.vatNote}
      </p>
    </FormDialog>
  );
}
