import {
  ApiError,
  Button,
  DEFAULT_ERROR_MESSAGE,
  usePlatform,
  FORM_SUCCESS_TOAST,
  FORM_ERROR_TOAST,
} from '@platform/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WorkspacePage } from '../workspace/workspace-page';
import type { TalentCard as Talent, TeamProposal } from './hire-api';
import { teamProposalPath } from './hire-api';
import { HireStatus } from './hire-status';
import styles from './hire.module.css';
import { TalentCard } from './talent-card';
import { useTeamProposal } from './use-hire-data';

interface TeamChoiceProps {
  projectId: string;
  root: string;
  proposal: TeamProposal;
}

/** The proposed team, changed by the client with Add and Remove; Continue saves it. */
function TeamChoice({ projectId, root, proposal }: TeamChoiceProps) {
  const { api, toast } = usePlatform();
  const navigate = useNavigate();
  const [team, setTeam] = useState<Talent[]>(proposal.members);
  const [saving, setSaving] = useState(false);
  const reasons = new Map(proposal.members.map((member) => [member.id, member.reason]));
  const onTeam = new Set(team.map((talent) => talent.id));
  const everyone = [...proposal.members, ...proposal.suggested];
  const others = everyone.filter((talent) => !onTeam.has(talent.id));

  const save = async () => {
    if (proposal.locked) {
      navigate(`${root}/contract-and-payment`);
      return;
    }
    setSaving(true);
    try {
      const saved = await api.request<{ message: string }>(teamProposalPath(projectId), {
        method: 'PUT',
        body: { talent_ids: team.map((talent) => talent.id) },
      });
      toast(saved.message, FORM_SUCCESS_TOAST);
      navigate(`${root}/review-team-and-cost`);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE, FORM_ERROR_TOAST);
      setSaving(false);
    }
  };

  return (
    <div className={styles.page}>
      <p className={styles.lead}>{proposal.summary}</p>
      {proposal.locked ? (
        <p className={styles.notice}>The contract is signed: this team no longer changes.</p>
      ) : null}
      <section aria-labelledby="proposed-team">
        <h3 id="proposed-team">Proposed team ({team.length})</h3>
        {team.length === 0 ? <p className={styles.muted}>Add at least one person from below.</p> : null}
        <ul className={styles.cards}>
          {team.map((talent) => (
            <TalentCard
              key={talent.id}
              talent={talent}
              reason={reasons.get(talent.id)}
              highlighted
              action={
                proposal.locked ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Remove ${talent.name}`}
                    onClick={() => setTeam(team.filter((member) => member.id !== talent.id))}
                  >
                    Remove
                  </Button>
                )
              }
            />
          ))}
        </ul>
      </section>
      {proposal.locked ? null : (
        <section aria-labelledby="suggested-talent">
          <h3 id="suggested-talent">Suggested talent</h3>
          <ul className={styles.cards}>
            {others.map((talent) => (
              <TalentCard
                key={talent.id}
                talent={talent}
                action={
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Add ${talent.name}`}
                    onClick={() => setTeam([...team, talent])}
                  >
                    Add
                  </Button>
                }
              />
            ))}
          </ul>
        </section>
      )}
      <div className={styles.actions}>
        <Button onClick={() => void save()} loading={saving} disabled={saving || team.length === 0}>
          Continue
        </Button>
        <Button variant="secondary" onClick={() => navigate(`${root}/hire`)}>
          Back
        </Button>
      </div>
    </div>
  );
}

/** /team-selection: the assistant's proposal from the brief and features, which the client can change. */
export default function TeamSelectionPage() {
  return (
    <WorkspacePage pageName="team-selection" pageTitle="Team Selection" back>
      {({ project, root }) => <TeamSelection projectId={project.id} root={root} />}
    </WorkspacePage>
  );
}

function TeamSelection({ projectId, root }: { projectId: string; root: string }) {
  const query = useTeamProposal(projectId);
  return (
    <HireStatus query={query} loading="Preparing your team proposal...">
      {(proposal) => <TeamChoice projectId={projectId} root={root} proposal={proposal} />}
    </HireStatus>
  );
}
