import { Card } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import styles from './summary-card.module.css';

export interface SummaryCardProps {
  label: string;
  value: ReactNode;
  note?: ReactNode;
}

/** One figure of a page's summary row, named for screen readers by its label. */
export function SummaryCard({ label, value, note }: SummaryCardProps) {
  return (
    <Card as="section" aria-label={label} className={styles.card}>
      <h2 className={styles.label}>{label}</h2>
      <p className={styles.value}>{value}</p>
      {note ? <p className={styles.note}>{note}</p> : null}
    </Card>
  );
}

/** The summary cards in a row that wraps. */
export function SummaryRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
