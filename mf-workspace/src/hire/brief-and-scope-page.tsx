import { ButtonLink, Card } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { SECTIONS } from '../brief/brief-api';
import type { Contract } from './hire-api';
import { HireStatus } from './hire-status';
import styles from './hire.module.css';
import { ProjectChooser, useChosenProject } from './project-chooser';
import { useContract } from './use-hire-data';

function Brief({ projectId }: { projectId: string }) {
  const query = useApiQuery('get', '/api/get_project_brief/', {
    params: { query: { project_id: projectId } },
  });
  return (
    <Card as="section" className={styles.section} aria-labelledby="brief-side">
      <h2 id="brief-side">Project Brief</h2>
      <HireStatus query={query} loading="Loading the brief...">
        {({ brief }) =>
          brief ? (
            SECTIONS.map((section) => (
              <div key={section.field}>
                <h3>{section.label}</h3>
                <p className={styles.muted}>{brief[section.read]}</p>
              </div>
            ))
          ) : (
            <p className={styles.muted}>The brief is not set up yet.</p>
          )
        }
      </HireStatus>
    </Card>
  );
}

function SignedScope({ contract, projectId }: { contract: Contract; projectId: string }) {
  const { document, signed } = contract;
  if (!signed) {
    return (
      <>
        <p className={styles.muted}>The contract is not signed yet, so no scope is agreed.</p>
        <ButtonLink to={`/project/workspace/${projectId}/project/contract-and-payment`} variant="secondary">
          Review the contract
        </ButtonLink>
      </>
    );
  }
  return (
    <dl className={styles.facts}>
      <dt>Scope</dt>
      <dd>{document.scope}</dd>
      <dt>Deliverables</dt>
      <dd>{document.deliverables.join(', ') || 'As set out in the brief'}</dd>
      {document.features?.length ? (
        <>
          <dt>Features</dt>
          <dd>{document.features.join(', ')}</dd>
        </>
      ) : null}
      <dt>Team</dt>
      <dd>{document.team_composition}</dd>
      <dt>Timeline</dt>
      <dd>{document.timeline_weeks} weeks</dd>
      <dt>Total</dt>
      <dd>{document.total}</dd>
      <dt>Signed</dt>
      <dd>
        {signed.full_name}, {signed.signed_on}
      </dd>
    </dl>
  );
}

function Scope({ projectId }: { projectId: string }) {
  const query = useContract(projectId);
  return (
    <Card as="section" className={styles.section} aria-labelledby="scope-side">
      <h2 id="scope-side">Signed Scope</h2>
      <HireStatus query={query} loading="Loading the contract...">
        {(contract) => <SignedScope contract={contract} projectId={projectId} />}
      </HireStatus>
    </Card>
  );
}

/** /project/project-brief-and-scope: a project's brief beside the scope its signed contract agreed. */
export default function BriefAndScopePage() {
  const [project, choose] = useChosenProject();
  return (
    <div className={styles.page}>
      <h1>Project Brief &amp; Scope{project?.name ? `: ${project.name}` : ''}</h1>
      {project ? (
        <div className={styles.split}>
          <Brief projectId={project.id} />
          <Scope projectId={project.id} />
        </div>
      ) : (
        <ProjectChooser onChoose={choose} />
      )}
    </div>
  );
}
