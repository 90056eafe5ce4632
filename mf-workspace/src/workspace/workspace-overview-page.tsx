import { Link } from 'react-router-dom';
import { ContractDueNotice } from '../hire/contract-due-notice';
import { displayBudget, displayCompletion, displayTeam, displayTimeline } from '../projects/project-display';
import { ProjectStatusBadge } from '../projects/project-status-badge';
import { ProjectPulse } from './project-pulse';
import { useWorkspace } from './workspace-context';
import { WorkspacePage } from './workspace-page';
import styles from './workspace.module.css';

export const OVERVIEW_TEXTS = {
  completed: 'This project is complete: every milestone is accepted and paid.',
  handoverLink: 'Open the handover',
} as const;

function Overview() {
  const { project, root } = useWorkspace();
  const collaborators =
    project.team_members.length > 0 ? displayTeam(project.team_members) : 'No collaborators yet';
  return (
    <div className={styles.overview}>
      <div className={styles.overviewStatus}>
        <ProjectStatusBadge status={project.status} />
        {project.goal ? <p className={styles.goal}>Goal: {project.goal}</p> : null}
      </div>
      <ContractDueNotice projectId={project.id} root={root} />
      <ProjectPulse projectId={project.id} root={root} />
      <input className={styles.address} aria-label="Preview link" value="No preview links found" readOnly />
      {project.status === 'COMPLETED' ? (
        <p className={styles.progress} role="status">
          {OVERVIEW_TEXTS.completed} <Link to={`${root}/handover`}>{OVERVIEW_TEXTS.handoverLink}</Link>
        </p>
      ) : (
        <p className={styles.progress}>Your work is in progress at the moment.</p>
      )}
      <dl className={styles.details}>
        <div>
          <dt>Deliverables Details</dt>
          <dd>{project.type ?? 'Not decided yet'}</dd>
        </div>
        <div>
          <dt>Tools Used</dt>
          <dd>No tools added yet</dd>
        </div>
        <div>
          <dt>Est. Completion Date</dt>
          <dd>{displayCompletion(project.estimated_completion)}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd>{displayBudget(project.budget)}</dd>
        </div>
        <div>
          <dt>Timeline</dt>
          <dd>{displayTimeline(project.timeline)}</dd>
        </div>
        <div>
          <dt>Collaborators</dt>
          <dd>{collaborators}</dd>
        </div>
      </dl>
    </div>
  );
}

/** /project/workspace/{id}/{name} (the spec's workspace shell "Workspace overview"). */
export default function WorkspaceOverviewPage() {
  return (
    <WorkspacePage pageName="workspace" pageTitle="Workspace Overview">
      <Overview />
    </WorkspacePage>
  );
}
