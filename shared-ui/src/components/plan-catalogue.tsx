import type { ReactNode } from 'react';
import type { Plan, PlansResponse } from '../http/types';
import { Button, Spinner } from '@platform/shared-ui/core';
import { useApiQuery } from '@platform/shared-ui/queries';
import { PlanCard } from './plan-card';
import styles from './plan-catalogue.module.css';

export interface PlanCatalogueProps {
  /** The card of one plan: whether it stands out, its label and its action, given the caller's current plan. */
  card: (
    plan: Plan,
    currentPlan: PlansResponse['current_plan'],
  ) => {
    highlighted: boolean;
    label?: string;
    action?: ReactNode;
  };
}

/** The plans of `GET /api/plans/` as a grid of cards, with its loading and error states. */
export function PlanCatalogue({ card }: PlanCatalogueProps) {
  const plans = useApiQuery('get', '/api/plans/');
  if (plans.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label="Loading plans..." />
      </div>
    );
  }
  if (plans.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{plans.error.message}</p>
        <Button variant="secondary" onClick={() => void plans.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.plans}>
      {plans.data.plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} {...card(plan, plans.data.current_plan)} />
      ))}
    </div>
  );
}
