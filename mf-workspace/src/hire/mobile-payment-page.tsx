import { Badge, Button, ButtonLink, Card } from '@platform/shared-ui';
import { useCallback } from 'react';
import type { Contract } from './hire-api';
import { HireStatus } from './hire-status';
import styles from './hire.module.css';
import mobile from './mobile-payment.module.css';
import { ProjectChooser, useChosenProject } from './project-chooser';
import { useContractActions } from './use-contract-actions';
import { invalidateContract, useContract } from './use-hire-data';
import { usePaymentReturn } from './use-payment-return';

const workspaceRoot = (contract: Contract) => `/project/workspace/${contract.document.project.id}/project`;

function PaymentCard({ projectId, contract }: { projectId: string; contract: Contract }) {
  const actions = useContractActions(projectId, () => undefined);
  const { document, payment, signed } = contract;
  return (
    <Card as="section" className={mobile.card} aria-labelledby="mobile-payment">
      <h1 id="mobile-payment" className={mobile.title}>
        {document.project.name}
      </h1>
      <p className={styles.muted}>First payment</p>
      <p className={mobile.amount} data-testid="first-payment">
        {payment.amount}
      </p>
      <Badge tone={payment.status === 'Paid' ? 'success' : 'warning'}>{payment.status}</Badge>
      <dl className={styles.facts}>
        <dt>Total project cost</dt>
        <dd>{document.total}</dd>
        <dt>Schedule</dt>
        <dd>{document.payment_schedule_summary}</dd>
        <dt>Method</dt>
        <dd>{document.payment_method}</dd>
      </dl>
      {!signed ? (
        <ButtonLink to={`${workspaceRoot(contract)}/contract-and-payment`} block>
          Review and sign the contract first
        </ButtonLink>
      ) : payment.status === 'Due' ? (
        <Button block onClick={() => void actions.pay()} loading={actions.busy === 'pay'}>
          Pay {payment.amount}
        </Button>
      ) : (
        <ButtonLink to={`${workspaceRoot(contract)}/onboarding`} block>
          View Onboarding
        </ButtonLink>
      )}
    </Card>
  );
}

function ProjectPayment({ projectId }: { projectId: string }) {
  const query = useContract(projectId);
  usePaymentReturn(useCallback(() => void invalidateContract(projectId), [projectId]));
  return (
    <HireStatus query={query} loading="Loading the payment...">
      {(contract) => <PaymentCard projectId={projectId} contract={contract} />}
    </HireStatus>
  );
}

/** /project/mobilepayment: the contract's first payment, laid out for a narrow screen. */
export default function MobilePaymentPage() {
  const [project, choose] = useChosenProject();
  return (
    <div className={mobile.page}>
      {project ? <ProjectPayment projectId={project.id} /> : <ProjectChooser onChoose={choose} />}
    </div>
  );
}
