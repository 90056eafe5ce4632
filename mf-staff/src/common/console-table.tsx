import type { ReactNode } from 'react';
import styles from './console-page.module.css';

/** A console table: its column headings, and the rows the page gives (`<tr>`s). */
export function ConsoleTable({
  label,
  columns,
  children,
}: {
  label?: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
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
