import type { ReactNode } from 'react';
import styles from './console-page.module.css';

/**
 * A console table: its column headings, and the rows the page gives (`<tr>`s). Its card scrolls sideways on a
 * narrow screen, so it takes the keyboard's focus (a named region) to be scrolled without a mouse.
 */
export function ConsoleTable({
  label,
  columns,
  wideOnly = [],
  children,
}: {
  label: string;
  columns: readonly string[];
  /** Columns a phone leaves out (their cells carry `styles.wideOnly` too); the row's first cell says them there. */
  wideOnly?: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={wideOnly.includes(column) ? styles.wideOnly : undefined}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
