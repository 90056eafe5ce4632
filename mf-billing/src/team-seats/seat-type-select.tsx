import { useSubmit } from '@platform/shared-ui';
import { SEAT_TYPES, type SeatType } from './seats-api';
import styles from './team-seats.module.css';

interface SeatTypeSelectProps {
  name: string;
  value: SeatType;
  /** Saves the new type, resolving with the server's answer; the table shows the seats it holds. */
  onChange: (type: SeatType) => Promise<{ message: string }>;
}

/**
 * The Type cell of a member's row: their seat's type (the spec's workspace roles and permissions), changed in place. It waits while the
 * change is saved; a refusal is the error toast and the cell keeps the type the server has.
 */
export function SeatTypeSelect({ name, value, onChange }: SeatTypeSelectProps) {
  const { submitting, submit } = useSubmit({ successToast: true });
  return (
    <select
      className={styles.type}
      aria-label={`Seat type of ${name}`}
      value={value}
      disabled={submitting}
      onChange={(event) => {
        const type = event.target.value as SeatType;
        void submit(null, () => onChange(type));
      }}
    >
      {SEAT_TYPES.map((type) => (
        <option key={type} value={type}>
          {type}
        </option>
      ))}
    </select>
  );
}
