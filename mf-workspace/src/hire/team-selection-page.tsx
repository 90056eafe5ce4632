import { Button, ButtonLink, useTypedApi } from '@platform/shared-ui';
import { useNavigate } from 'react-router-dom';
import { askThePlatformTeam } from './contact-support';
import { WorkspacePage } from '../workspace/workspace-page';
import type { TeamProposal } from './hire-api';
import { ASK_FOR_CHANGE, changeRequestMessage, proposalSentLine } from './hire-api';
import { HireStatus } from './hire-status';
import styles from './hire.module.css';
import { ProposalPhases } from './proposal-phases';
import { ProposalPreparing } from './proposal-preparing';
import { TalentCard } from './talent-card';
import { useTeamProposal } from './use-hire-data';

interface SentProposalProps {
  projectName: string;
  root: string;
  proposal: TeamProposal;
}

/** The version Operations sent: its team, phases and total; a change is asked of them, not made here. */
function SentProposal({ projectName, root, proposal }: SentProposalProps) {
  const api = useTypedApi();
  const navigate = useNavigate();
  const askForChange = async () => {
    await askThePlatformTeam(api, changeRequestMessage(projectName, proposal.version ?? 0));
    navigate('/live-chat');
  };
  return (
    <div className={styles.page}>
      {proposal.version !== null && proposal.sent_on ? (
        <p className={styles.muted} data-testid="proposal-version">
          {proposalSentLine(proposal.version, proposal.sent_on)}
        </p>
      ) : null}
      <p className={styles.lead}>{proposal.summary}</p>
      {proposal.locked ? (
        <p className={styles.notice}>The contract is signed: this team no longer changes.</p>
      ) : null}
      <section aria-labelledby="proposed-team">
        <h3 id="proposed-team">Proposed team ({proposal.members.length})</h3>
        <ul className={styles.cards}>
          {proposal.members.map((talent) => (
            <TalentCard key={talent.id} talent={talent} reason={talent.reason} highlighted />
          ))}
        </ul>
      </section>
      <ProposalPhases proposal={proposal} />
      <div className={styles.actions}>
        <ButtonLink to={`${root}/${proposal.locked ? 'contract-and-payment' : 'review-team-and-cost'}`}>
          Continue
        </ButtonLink>
        {proposal.locked ? null : (
          <Button variant="secondary" onClick={() => void askForChange()}>
            {ASK_FOR_CHANGE}
          </Button>
        )}
        <Button variant="secondary" onClick={() => navigate(`${root}/hire`)}>
          Back
        </Button>
      </div>
    </div>
  );
}

/** /team-selection: the team proposal Operations sent (issue #27), or word that it is being prepared. */
export default function TeamSelectionPage() {
  return (
    <WorkspacePage pageName="team-selection" pageTitle="Team Selection" back>
      {({ project, root }) => <TeamSelection projectId={project.id} projectName={project.name} root={root} />}
    </WorkspacePage>
  );
}

function TeamSelection({
  projectId,
  projectName,
  root,
}: {
  projectId: string;
  projectName: string;
  root: string;
}) {
  const query = useTeamProposal(projectId);
  return (
    <HireStatus query={query} loading="Loading your team proposal...">
      {(proposal) =>
        proposal.status === 'Preparing' ? (
          <ProposalPreparing />
        ) : (
          <SentProposal projectName={projectName} root={root} proposal={proposal} />
        )
      }
    </HireStatus>
  );
}
