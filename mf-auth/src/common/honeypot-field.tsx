import styles from './forms.module.css';

export interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen readers);
 * bots that fill every input fill it, and the form then answers "Bad Request.".
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
