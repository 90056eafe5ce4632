import {
  Badge,
  Button,
  PlanCard,
  Spinner,
  useApiGet,
  usePlatform,
  type PlansResponse,
} from '@platform/shared-ui';
import { useNavigate } from 'react-router-dom';
import styles from './plans-page.module.css';

/** /billing/plans (spec part 2 §2.15): the four plans, the user's current plan highlighted. */
export default function PlansPage() {
  const navigate = useNavigate();
  const { comingSoon } = usePlatform();
  const plans = useApiGet<PlansResponse>('/api/plans/');

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
      {plans.status === 'loading' ? (
        <div className={styles.state}>
          <Spinner label="Loading plans..." />
        </div>
      ) : null}
      {plans.status === 'error' ? (
        <div className={styles.state} role="alert">
          <p>{plans.error.message}</p>
          <Button variant="secondary" onClick={plans.reload}>
            Try again
          </Button>
        </div>
      ) : null}
      {plans.status === 'success' ? (
        <div className={styles.plans}>
          {plans.data.plans.map((plan) => {
            const current = plan.id === plans.data.current_plan;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                highlighted={current}
                label={current ? 'Current Plan' : undefined}
                action={
                  current ? undefined : (
                    <Button variant="secondary" block onClick={comingSoon}>
                      {plan.buttonText}
                    </Button>
                  )
                }
              />
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
