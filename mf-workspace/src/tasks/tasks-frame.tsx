import type { ReactNode } from 'react';
import type { ProjectDetails } from '../projects/project-api';
import { WorkspacePage } from '../workspace/workspace-page';

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
  return (
    <WorkspacePage pageName={pageName} pageTitle={pageTitle}>
      {({ project, root }) => children({ project, root })}
    </WorkspacePage>
  );
}
