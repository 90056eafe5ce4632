import type { ReactNode } from 'react';
import type { Plan } from '../http/types';
import { Badge, Card } from '@platform/shared-ui/core';
import styles from './plan-card.module.css';

export interface PlanCardProps {
  plan: Plan;
  highlighted?: boolean;
  /** Small label beside the title, e.g. "Current Plan". */
  label?: string;
  /** The card's button or link. */
  action?: ReactNode;
}

/** One plan of `GET /api/plans/`: title, description, price in naira, period, features and an action. */
export function PlanCard({ plan, highlighted = false, label, action }: PlanCardProps) {
  return (
    <Card
      as="article"
      highlighted={highlighted}
      className={styles.card}
      aria-label={plan.title}
      data-highlighted={highlighted}
    >
      <div className={styles.top}>
        <h2 className={styles.title}>{plan.title}</h2>
        {label ? <Badge tone="primary">{label}</Badge> : null}
      </div>
      <p className={styles.description}>{plan.description}</p>
      <p className={styles.price}>
        <span
          className={plan.price_naira === null ? `${styles.amount} ${styles.amountInWords}` : styles.amount}
        >
          {plan.price_label}
        </span>
        {plan.period ? <span className={styles.period}>{plan.period}</span> : null}
      </p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action}
    </Card>
  );
}
