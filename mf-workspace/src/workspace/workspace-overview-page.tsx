import { ButtonLink, Spinner } from '@platform/shared-ui';
import { useParams } from 'react-router-dom';
import { displayTeam } from '../projects/project-display';
import { ProjectStatusBadge } from '../projects/project-status-badge';
import { ALL_PROJECTS_PATH } from '../projects/project-paths';
import { useProject } from './use-project';
import { WorkspaceFrame } from './workspace-frame';
import styles from './workspace.module.css';

const PAGE_NAME = 'workspace';

/** /project/workspace/{id}/{name} (spec part 2 §2.2 "Workspace overview"). */
export default function WorkspaceOverviewPage() {
  const { id = '', name = '' } = useParams();
  const query = useProject(id);

  if (query.status === 'loading') {
    return (
      <div className={styles.centered}>
        <Spinner label="Loading project..." />
      </div>
    );
  }
  if (query.status !== 'ready') {
    return (
      <div className={styles.centered} role="alert">
        <p>{query.status === 'missing' ? 'Project not found.' : 'The project could not be loaded.'}</p>
        <ButtonLink to={ALL_PROJECTS_PATH} variant="secondary">
          Back to your projects
        </ButtonLink>
      </div>
    );
  }

  const { project } = query;
  const collaborators =
    project.team_members.length > 0 ? displayTeam(project.team_members) : 'No collaborators yet';
  return (
    <WorkspaceFrame
      root={`/project/workspace/${project.id}/${name}`}
      projectId={project.id}
      title={project.name}
      pageName={PAGE_NAME}
      pageTitle="Workspace Overview"
    >
      <div className={styles.overview}>
        <div className={styles.overviewStatus}>
          <ProjectStatusBadge status={project.status} />
          {project.goal ? <p className={styles.goal}>Goal: {project.goal}</p> : null}
        </div>
        <input className={styles.address} aria-label="Preview link" value="No preview links found" readOnly />
        <p className={styles.progress}>Your work is in progress at the moment.</p>
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
            <dd>Not set yet</dd>
          </div>
          <div>
            <dt>Collaborators</dt>
            <dd>{collaborators}</dd>
          </div>
        </dl>
      </div>
    </WorkspaceFrame>
  );
}
