import { documentTitle } from '@platform/shared-ui';
import { useEffect, type ReactNode } from 'react';
import styles from './console-page.module.css';

/** The title row of a console page; it names the browser tab too ("Audit Log · Buildbay"). */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <header className={`${styles.header} ${styles.row}`}>
      <div>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      {actions}
    </header>
  );
}
