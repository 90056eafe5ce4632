import { ButtonLink, Spinner } from '@platform/shared-ui';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ProjectDetails } from '../projects/project-api';
import { ALL_PROJECTS_PATH } from '../projects/project-paths';
import { useProject } from './use-project';
import { WorkspaceContext } from './workspace-context';
import type { WorkspaceContextValue } from './workspace-context';
import { WorkspaceFrame } from './workspace-frame';
import type { WorkspaceFrameOptions } from './workspace-frame';
import styles from './workspace.module.css';

export interface WorkspacePageProps extends WorkspaceFrameOptions {
  /** The page's key, which the assistant's conversation and insight are about, e.g. `project-brief`. */
  pageName: string;
  /** The page's name as the footer bar shows it. */
  pageTitle: string;
  children: ReactNode | ((context: WorkspaceContextValue) => ReactNode);
}

/** Loads the route's project (404 and failures said plainly) and shows the page inside the workspace frame. */
export function WorkspacePage({ pageName, pageTitle, children, ...options }: WorkspacePageProps) {
  const { id = '', name = '' } = useParams();
  const query = useProject(id);
  const [saved, setSaved] = useState<ProjectDetails | null>(null);
  const [briefVersion, setBriefVersion] = useState<{ id: string; version: number } | null>(null);
  const loaded = query.status === 'ready' ? query.project : null;
  const project = loaded && saved?.id === loaded.id ? saved : loaded;
  const [assistantChanges, setAssistantChanges] = useState(0);
  const projectId = project?.id ?? '';
  const updateBriefVersion = useCallback(
    (version: number) => setBriefVersion({ id: projectId, version }),
    [projectId],
  );
  const reportAssistantChange = useCallback(() => setAssistantChanges((count) => count + 1), []);

  const context = useMemo<WorkspaceContextValue | null>(
    () =>
      project
        ? {
            project,
            root: `/project/workspace/${project.id}/${name}`,
            briefVersion:
              briefVersion?.id === project.id ? briefVersion.version : (project.brief_version ?? 0),
            setBriefVersion: updateBriefVersion,
            assistantChanges,
            reportAssistantChange,
          }
        : null,
    [project, name, briefVersion, updateBriefVersion, assistantChanges, reportAssistantChange],
  );

  if (query.status === 'loading') {
    return (
      <div className={styles.centered}>
        <Spinner label="Loading project..." />
      </div>
    );
  }
  if (!context) {
    return (
      <div className={styles.centered} role="alert">
        <p>{query.status === 'missing' ? 'Project not found.' : 'The project could not be loaded.'}</p>
        <ButtonLink to={ALL_PROJECTS_PATH} variant="secondary">
          Back to your projects
        </ButtonLink>
      </div>
    );
  }
  return (
    <WorkspaceContext.Provider value={context}>
      <WorkspaceFrame {...options} pageName={pageName} pageTitle={pageTitle} onProjectSaved={setSaved}>
        {typeof children === 'function' ? children(context) : children}
      </WorkspaceFrame>
    </WorkspaceContext.Provider>
  );
}
