import { Button } from '@platform/shared-ui/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './page-frame.module.css';

export interface PageFrameProps {
  title: string;
  lead: string;
  /** Links beside the Back button, e.g. to the live chat. */
  links?: ReactNode;
  children: ReactNode;
}

/** The frame of the single-task public pages (Let's Talk, custom quote, live chat): Back, heading, lead. */
export function PageFrame({ title, lead, links, children }: PageFrameProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Button variant="ghost" size="sm" onClick={() => void navigate(-1)}>
          ← Back
        </Button>
        {links}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </div>
  );
}
