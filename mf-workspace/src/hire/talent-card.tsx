import { Badge, Card } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import type { TalentCard as Talent } from './hire-api';
import styles from './hire.module.css';

export interface TalentCardProps {
  talent: Talent;
  /** Why the assistant proposed them, when it did. */
  reason?: string | null;
  action?: ReactNode;
  highlighted?: boolean;
}

/** A suggested-talent card: Role, Rate, Experience, Skills (the spec's project team screen). */
export function TalentCard({ talent, reason, action, highlighted }: TalentCardProps) {
  return (
    <Card as="li" highlighted={highlighted} className={styles.card} aria-label={talent.name}>
      <h4>{talent.name}</h4>
      <dl className={styles.facts}>
        <dt>Role</dt>
        <dd>{talent.role}</dd>
        <dt>Rate</dt>
        <dd>{talent.rate}</dd>
        <dt>Experience</dt>
        <dd>{talent.experience}</dd>
        <dt>Skills</dt>
        <dd className={styles.skills}>
          {talent.skills.map((skill) => (
            <Badge key={skill} tone="neutral">
              {skill}
            </Badge>
          ))}
        </dd>
      </dl>
      {reason ? <p className={styles.muted}>{reason}</p> : null}
      {action}
    </Card>
  );
}
