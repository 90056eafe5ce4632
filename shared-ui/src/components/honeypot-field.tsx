import type { ChangeEvent } from 'react';
import styles from './honeypot-field.module.css';

export interface HoneypotFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The hidden field of the spec's forms: people never see or reach it, bots that fill it are refused. */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div className={styles.hidden} aria-hidden="true">
      <label>
        Leave this field empty
        <input
          name="honeyPot"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={onChange}
        />
      </label>
    </div>
  );
}
