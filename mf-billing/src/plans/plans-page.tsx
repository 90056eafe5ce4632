import { Badge, Button, PlanCatalogue, usePlatform } from '@platform/shared-ui';
import { useNavigate } from 'react-router-dom';
import styles from './plans-page.module.css';

/** /billing/plans (spec part 2 §2.15): the four plans, the user's current plan highlighted. */
export default function PlansPage() {
  const navigate = useNavigate();
  const { comingSoon } = usePlatform();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Button variant="secondary" size="sm" onClick={() => navigate(-1)}>
          <span aria-hidden="true">←</span> Back
        </Button>
        <div className={styles.titles}>
          <h1>Plans</h1>
          <p>Choose the plan that fits your team. Prices in naira.</p>
        </div>
        <Badge tone="primary">Business</Badge>
      </header>
      <PlanCatalogue
        card={(plan, currentPlan) => {
          const current = plan.id === currentPlan;
          return {
            highlighted: current,
            label: current ? 'Current Plan' : undefined,
            action: current ? undefined : (
              <Button variant="secondary" block onClick={comingSoon}>
                {plan.buttonText}
              </Button>
            ),
          };
        }}
      />
    </div>
  );
}
