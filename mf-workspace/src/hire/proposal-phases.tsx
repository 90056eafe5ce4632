import { Card } from '@platform/shared-ui';
import type { TeamProposal } from './hire-api';
import { BudgetFit } from './budget-fit';
import styles from './hire.module.css';

/** The phases of a sent proposal, in order: weeks, who works in each and its cost; then the total and budget. */
export function ProposalPhases({ proposal }: { proposal: TeamProposal }) {
  return (
    <Card as="section" className={styles.section} aria-labelledby="proposal-phases">
      <h3 id="proposal-phases">Schedule and cost</h3>
      {proposal.budget_fit ? <BudgetFit text={proposal.budget_fit} /> : null}
      <ol className={styles.phases}>
        {proposal.phases.map((phase, index) => (
          <li key={`${index}-${phase.name}`}>
            <strong>{phase.name}</strong>, {phase.weeks} week{phase.weeks === 1 ? '' : 's'}:{' '}
            {phase.members.join(', ')} <span className={styles.phaseCost}>{phase.cost}</span>
          </li>
        ))}
      </ol>
      <p className={styles.total}>
        <span>Total</span>
        <span data-testid="proposal-total">{proposal.total}</span>
      </p>
      {proposal.budget ? (
        <p className={styles.muted}>
          Your budget: <strong>{proposal.budget}</strong>.
        </p>
      ) : null}
      {proposal.budget_note ? (
        <p className={styles.notice} data-testid="budget-note">
          {proposal.budget_note}
        </p>
      ) : null}
    </Card>
  );
}
