import type { RemotePagesModule } from '@platform/shared-ui';
import { lazy } from 'react';

export const version: RemotePagesModule['version'] = __REMOTE_VERSION__;

export const pages: RemotePagesModule['pages'] = {
  dashboard: lazy(() => import('./dashboard/dashboard-page')),
  allProjects: lazy(() => import('./all-projects/all-projects-page')),
  createProject: lazy(() => import('./create-project/create-project-page')),
  workspaceOverview: lazy(() => import('./workspace/workspace-overview-page')),
  tasks: lazy(() => import('./tasks/tasks-page')),
  addNewTask: lazy(() => import('./tasks/add-task-page')),
  addTask: lazy(() => import('./tasks/add-task-page')),
  taskDetails: lazy(() => import('./tasks/task-details-page')),
};
