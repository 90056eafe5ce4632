import { Card } from '@platform/shared-ui';
import { useId, type ReactNode } from 'react';
import styles from './settings-page.module.css';

export interface SettingsSectionProps {
  title: string;
  /** One line under the title saying what the section is for. */
  intro?: ReactNode;
  children: ReactNode;
}

/** One section of the Settings page: a card named by its heading, so it is a landmark for screen readers. */
export function SettingsSection({ title, intro, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </Card>
  );
}
