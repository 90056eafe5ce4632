import { Button } from '@platform/shared-ui';
import type { KeyboardEvent } from 'react';
import { PAYMENT_TYPES, type PaymentType } from './team-payments-api';
import styles from './team-payments.module.css';

export interface PaymentTypePickerProps {
  /** The id of the element naming it. */
  labelledBy: string;
  value: PaymentType;
  onChange: (value: PaymentType) => void;
}

/**
 * The payment type, stepped through with the up and down arrows (the spec's billing and plans screens): the buttons, or the
 * arrow keys, Home and End on the focused value. A spin button for screen readers, saying the type's name.
 */
export function PaymentTypePicker({ labelledBy, value, onChange }: PaymentTypePickerProps) {
  const index = PAYMENT_TYPES.findIndex((type) => type.id === value);
  const last = PAYMENT_TYPES.length - 1;
  const go = (to: number) => onChange(PAYMENT_TYPES[Math.min(last, Math.max(0, to))]!.id);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: last };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };

  return (
    <div className={styles.picker}>
      <div
        aria-labelledby={labelledBy}
        role="spinbutton"
        tabIndex={0}
        aria-valuemin={0}
        aria-valuemax={last}
        aria-valuenow={index}
        aria-valuetext={PAYMENT_TYPES[index]?.label}
        className={styles.pickerValue}
        onKeyDown={onKeyDown}
      >
        {PAYMENT_TYPES[index]?.label}
      </div>
      <div className={styles.pickerArrows}>
        <Button
          size="sm"
          variant="secondary"
          aria-label="Previous payment type"
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          ▲
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label="Next payment type"
          disabled={index === last}
          onClick={() => go(index + 1)}
        >
          ▼
        </Button>
      </div>
    </div>
  );
}
