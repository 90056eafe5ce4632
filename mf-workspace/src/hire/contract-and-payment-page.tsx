import { useCallback, useState } from 'react';
import { NeededLevelNote } from '../workspace/needed-level-note';
import { useProjectRights } from '../workspace/project-rights';
import { WorkspacePage } from '../workspace/workspace-page';
import { ContractDetails } from './contract-details';
import type { Contract } from './hire-api';
import { ProposalPreparing } from './proposal-preparing';
import { HireStatus } from './hire-status';
import styles from './hire.module.css';
import { PaymentDetails } from './payment-details';
import { SignatureForm } from './signature-form';
import { useContractActions, useSignature } from './use-contract-actions';
import { invalidateContract, useContract } from './use-hire-data';
import { usePaymentReturn } from './use-payment-return';

function ContractPage({ projectId, root, loaded }: { projectId: string; root: string; loaded: Contract }) {
  const [changed, setChanged] = useState<Contract | null>(null);
  const contract = changed ?? loaded;
  const actions = useContractActions(projectId, setChanged);
  const signature = useSignature(projectId, contract.document_sha256, setChanged);
  const mayApprove = useProjectRights().can('budgetAndFinancialControl', 'Approve');
  if (contract.status === 'Preparing') {
    return <ProposalPreparing />;
  }
  return (
    <div className={styles.page}>
      {contract.status === 'Signed' ? null : (
        <p className={styles.muted}>This contract is generated from your project as it is now.</p>
      )}
      <ContractDetails document={contract.document} />
      <PaymentDetails
        projectId={projectId}
        root={root}
        contract={contract}
        busy={actions.busy ?? (signature.signing ? 'sign' : null)}
        mayApprove={mayApprove}
        onInstallments={(on) => void actions.setInstallments(on)}
        onPay={() => void actions.pay()}
      />
      {contract.status === 'Signed' ? null : mayApprove ? (
        <SignatureForm
          signing={signature.signing}
          fieldErrors={signature.fieldErrors}
          onSign={signature.sign}
        />
      ) : (
        <NeededLevelNote
          doing="Signing the contract or paying"
          area="budgetAndFinancialControl"
          level="Approve"
        />
      )}
    </div>
  );
}

function ContractLoader({ projectId, root }: { projectId: string; root: string }) {
  const query = useContract(projectId);
  usePaymentReturn(useCallback(() => void invalidateContract(projectId), [projectId]));
  return (
    <HireStatus query={query} loading="Preparing your contract...">
      {(contract) => (
        <ContractPage key={contract.document_sha256} projectId={projectId} root={root} loaded={contract} />
      )}
    </HireStatus>
  );
}

/** /contract-and-payment: the contract from live data, the Monthly Installments choice, signing and paying. */
export default function ContractAndPaymentPage() {
  return (
    <WorkspacePage pageName="contract-and-payment" pageTitle="Contract & Payment">
      {({ project, root }) => <ContractLoader projectId={project.id} root={root} />}
    </WorkspacePage>
  );
}
