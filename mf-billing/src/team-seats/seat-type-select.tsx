import { useState } from 'react';
import { SEAT_TYPES, type SeatType } from './seats-api';
import styles from './team-seats.module.css';

interface SeatTypeSelectProps {
  name: string;
  value: SeatType;
  /** Saves the new type; the table shows what the server then answers. */
  onChange: (type: SeatType) => Promise<void>;
}

/** The Type cell of a member's row: their seat's type (spec part 2 §6), changed in place. */
export function SeatTypeSelect({ name, value, onChange }: SeatTypeSelectProps) {
  const [saving, setSaving] = useState(false);
  return (
    <select
      className={styles.type}
      aria-label={`Seat type of ${name}`}
      value={value}
      disabled={saving}
      onChange={async (event) => {
        setSaving(true);
        await onChange(event.target.value as SeatType);
        setSaving(false);
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
