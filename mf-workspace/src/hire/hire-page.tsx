import { Button, Card } from '@platform/shared-ui';
import { useNavigate } from 'react-router-dom';
import { WorkspacePage } from '../workspace/workspace-page';
import { HIRE_HEADLINE, HIRE_POINTS, HIRE_STEPS } from './hire-api';
import styles from './hire.module.css';

/** /hire: the managed-team intro (the spec's workspace outline); Continue goes to Team Selection, Cancel to the overview. */
export default function HirePage() {
  const navigate = useNavigate();
  return (
    <WorkspacePage pageName="hire" pageTitle="Hire" back>
      {({ root }) => (
        <div className={styles.page}>
          <h2 className={styles.lead}>{HIRE_HEADLINE}</h2>
          <ol className={styles.steps} aria-label="How it works">
            {HIRE_STEPS.map((step, index) => (
              <Card as="li" key={step.title} className={styles.card}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p className={styles.muted}>{step.text}</p>
              </Card>
            ))}
          </ol>
          <ul className={styles.cards} aria-label="Why a managed team">
            {HIRE_POINTS.map((point) => (
              <Card as="li" key={point.title} className={styles.card}>
                <h3>{point.title}</h3>
                <p className={styles.muted}>{point.text}</p>
              </Card>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button onClick={() => navigate(`${root}/team-selection`)}>Continue to Team Selection</Button>
            <Button variant="secondary" onClick={() => navigate(root)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </WorkspacePage>
  );
}
