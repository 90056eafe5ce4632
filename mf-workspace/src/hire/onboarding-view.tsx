import { Button, Card, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { contactSupport } from './contact-support';
import type { Onboarding } from './hire-api';
import { NEXT_STEPS } from './hire-api';
import { HireStatus } from './hire-status';
import styles from './hire.module.css';
import { useOnboarding } from './use-hire-data';

const stateLabels = { done: 'Done', current: 'In progress', upcoming: 'Upcoming' } as const;

function Progress({ onboarding }: { onboarding: Onboarding }) {
  return (
    <Card as="section" className={styles.section} aria-labelledby="onboarding-progress">
      <h2 id="onboarding-progress">Onboarding Progress</h2>
      <p className={styles.muted} data-testid="onboarding-status">
        {onboarding.status_text}
      </p>
      <div
        className={styles.progressBar}
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={onboarding.progress}
      >
        <div className={styles.progressFill} style={{ width: `${onboarding.progress}%` }} />
      </div>
      <p className={styles.muted}>{onboarding.progress}% complete</p>
      <ol className={styles.timeline}>
        {onboarding.steps.map((step) => (
          <li
            key={step.key}
            className={styles.timelineStep}
            aria-label={`${step.title}: ${stateLabels[step.state]}`}
          >
            <span className={styles.dot} data-state={step.state} aria-hidden="true" />
            <div>
              <p className={styles.stepTitle}>
                {step.title} <span className={styles.muted}>· {stateLabels[step.state]}</span>
              </p>
              <p className={styles.muted}>{step.description}</p>
              <p className={styles.muted}>
                {step.date_label} · {step.detail}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** Onboarding (the spec's onboarding progress screen), from the project's real state; shown once the contract is signed. */
export function OnboardingView({ projectId, projectName }: { projectId: string; projectName: string }) {
  const query = useOnboarding(projectId);
  const api = useTypedApi();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  return (
    <HireStatus query={query} loading="Loading onboarding...">
      {(onboarding) => (
        <div className={styles.split}>
          <Progress onboarding={onboarding} />
          <div className={styles.column}>
            <Card as="section" className={styles.section} aria-labelledby="next-steps">
              <h2 id="next-steps">Next Steps</h2>
              {NEXT_STEPS.map((step) => (
                <div key={step.title}>
                  <p className={styles.stepTitle}>{step.title}</p>
                  <p className={styles.muted}>{step.text}</p>
                </div>
              ))}
            </Card>
            <Card as="section" className={styles.section} aria-labelledby="need-help">
              <h2 id="need-help">Need Help?</h2>
              <p className={styles.muted}>Our support team can answer questions about your onboarding.</p>
              <Button
                variant="secondary"
                loading={opening}
                onClick={() => {
                  setOpening(true);
                  void contactSupport(api, projectName, navigate);
                }}
              >
                Contact Support
              </Button>
            </Card>
          </div>
        </div>
      )}
    </HireStatus>
  );
}
