import { ButtonLink, Spinner } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ProjectDetails } from '../projects/project-api';
import { ALL_PROJECTS_PATH } from '../projects/project-paths';
import { useProject } from '../workspace/use-project';
import { WorkspaceFrame } from '../workspace/workspace-frame';
import styles from '../workspace/workspace.module.css';

export interface TaskPageContext {
  project: ProjectDetails;
  /** `/project/workspace/{id}/{name}` */
  root: string;
}

/** Loads the route's project and shows a tasks page inside the workspace frame. */
export function TasksFrame({
  pageName,
  pageTitle,
  children,
}: {
  pageName: string;
  pageTitle: string;
  children: (context: TaskPageContext) => ReactNode;
}) {
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
  const root = `/project/workspace/${query.project.id}/${name}`;
  return (
    <WorkspaceFrame
      root={root}
      projectId={query.project.id}
      title={query.project.name}
      pageName={pageName}
      pageTitle={pageTitle}
    >
      {children({ project: query.project, root })}
    </WorkspaceFrame>
  );
}
