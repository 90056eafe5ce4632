import { Button, ButtonLink, PlanCard, Spinner, useApiGet, type PlansResponse } from '@platform/shared-ui';
import styles from './pricing-page.module.css';

/** /pricing: the four plans from `GET /api/plans/`; every Get Started goes to /login. */
export default function PricingPage() {
  const plans = useApiGet<PlansResponse>('/api/plans/');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Pricing</h1>
        <p>Simple plans in naira. Start free and grow with your team.</p>
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
          {plans.data.plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              highlighted={plan.highlight}
              action={
                <ButtonLink to="/login" variant={plan.highlight ? 'primary' : 'secondary'} block>
                  Get Started
                </ButtonLink>
              }
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
