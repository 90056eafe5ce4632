import { Button } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** A Back button before the title. */
  back?: boolean;
  actions?: ReactNode;
}

/** The title row of every billing page. */
export function PageHeader({ title, subtitle, back = false, actions }: PageHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      {back ? (
        <Button variant="secondary" size="sm" onClick={() => navigate(-1)}>
          <span aria-hidden="true">←</span> Back
        </Button>
      ) : null}
      <div className={styles.titles}>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
