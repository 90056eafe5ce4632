import type { ReactNode } from 'react';
import layout from './layout.module.css';

/** Labelled figures side by side: "Next billing date / 23 Dec 2026". */
export function Facts({ items }: { items: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className={layout.facts}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
