import type { ReactNode } from 'react';
import styles from './notice-panel.module.css';

export interface NoticePanelProps {
  children: ReactNode;
  /** `alert` for failures, so screen readers announce them. */
  role?: 'alert';
}

/** A dashed panel in place of content: loading, empty, or failed with a retry. */
export function NoticePanel({ children, role }: NoticePanelProps) {
  return (
    <div className={styles.panel} role={role}>
      {children}
    </div>
  );
}
