import { ButtonLink, PlanCatalogue } from '@platform/shared-ui';
import styles from './pricing-page.module.css';

/** /pricing: the four plans from `GET /api/plans/`; every Get Started goes to /login. */
export default function PricingPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Pricing</h1>
        <p>Simple plans in naira. Start free and grow with your team.</p>
      </header>
      <PlanCatalogue
        card={(plan) => ({
          highlighted: plan.highlight,
          action: (
            <ButtonLink to="/login" variant={plan.highlight ? 'primary' : 'secondary'} block>
              Get Started
            </ButtonLink>
          ),
        })}
      />
    </div>
  );
}
