import { Button } from '@platform/shared-ui/core';
import { useApiQuery } from '@platform/shared-ui/queries';
import type { PlanCatalogueProps } from './plan-catalogue';
import { PlanCard } from './plan-card';
import styles from './plan-catalogue.module.css';
import { PlansLoading } from './plans-loading';

/** PlanCatalogue's grid (plan-catalogue.tsx): the cards once `GET /api/plans/` answered. */
export default function PlanGrid({ card }: PlanCatalogueProps) {
  const plans = useApiQuery('get', '/api/plans/');
  if (plans.isPending) {
    return <PlansLoading />;
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
