import { ButtonLink } from '@platform/shared-ui';
import { useLocation } from 'react-router-dom';
import { WorkspacePage } from '../workspace/workspace-page';
import { BudgetFit } from './budget-fit';
import { CostSummary } from './cost-summary';
import type { Contract } from './hire-api';
import { proposalSentLine } from './hire-api';
import { ProposalPreparing } from './proposal-preparing';
import { HireStatus } from './hire-status';
import styles from './hire.module.css';
import { OnboardingView } from './onboarding-view';
import { useContract } from './use-hire-data';

function Review({ contract, root }: { contract: Contract; root: string }) {
  const signed = contract.status === 'Signed';
  if (contract.status === 'Preparing') {
    return <ProposalPreparing />;
  }
  return (
    <div className={styles.page}>
      {contract.proposal ? (
        <p className={styles.muted} data-testid="proposal-version">
          {proposalSentLine(contract.proposal.version, contract.proposal.sent_on)}
        </p>
      ) : null}
      <p className={styles.lead}>Review your team and the cost before the contract.</p>
      {contract.proposal?.budget_fit ? <BudgetFit text={contract.proposal.budget_fit} /> : null}
      <CostSummary document={contract.document} />
      <div className={styles.actions}>
        <ButtonLink to={`${root}/contract-and-payment`}>
          {signed ? 'View Contract & Payment' : 'Continue to Contract'}
        </ButtonLink>
        {signed ? null : (
          <ButtonLink to={`${root}/team-selection`} variant="secondary">
            Back to Team Selection
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

function ReviewOrOnboarding({
  projectId,
  projectName,
  root,
}: {
  projectId: string;
  projectName: string;
  root: string;
}) {
  const onboardingRoute = useLocation().pathname.replace(/\/$/, '').endsWith('/onboarding');
  const query = useContract(projectId);
  return (
    <HireStatus query={query} loading="Loading the team and cost...">
      {(contract) =>
        onboardingRoute && contract.status === 'Signed' ? (
          <OnboardingView projectId={projectId} projectName={projectName} />
        ) : (
          <Review contract={contract} root={root} />
        )
      }
    </HireStatus>
  );
}

/**
 * /review-team-and-cost, and /onboarding (the same route key, the spec's route table): the team, weeks, total and
 * schedule; on /onboarding, once the contract is signed, the onboarding progress instead.
 */
export default function ReviewTeamAndCostPage() {
  const onboardingRoute = useLocation().pathname.replace(/\/$/, '').endsWith('/onboarding');
  return (
    <WorkspacePage
      pageName={onboardingRoute ? 'onboarding' : 'review-team-and-cost'}
      pageTitle={onboardingRoute ? 'Onboarding' : 'Review Team & Cost'}
    >
      {({ project, root }) => (
        <ReviewOrOnboarding projectId={project.id} projectName={project.name} root={root} />
      )}
    </WorkspacePage>
  );
}
