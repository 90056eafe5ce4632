import { ApiError, useLiveInvalidation } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useEffect } from 'react';
import type { ProjectDetails } from '../projects/project-api';
import { setActiveProject } from '../projects/project-storage';

export type ProjectQuery =
  | { status: 'loading' }
  | { status: 'ready'; project: ProjectDetails }
  | { status: 'missing' }
  | { status: 'error' };

const PROJECT = '/api/projects/{project_id}/';

/** The workspace's project (`GET /api/projects/{id}/`), which becomes the active project once loaded. */
export function useProject(projectId: string): ProjectQuery {
  const path = { project_id: projectId };
  const query = useApiQuery('get', PROJECT, { params: { path } });
  // The overview and the header follow the project's details and team as they change.
  useLiveInvalidation(projectId, ['project', 'member'], [PROJECT], { path });
  const { data: project, error } = query;

  useEffect(() => {
    if (project) setActiveProject({ id: project.id, name: project.name });
  }, [project]);
  useEffect(() => {
    if (error && error.status !== 404) console.error('Could not load the project', error);
  }, [error]);

  if (query.isPending) return { status: 'loading' };
  if (query.isError)
    return error instanceof ApiError && error.status === 404 ? { status: 'missing' } : { status: 'error' };
  return { status: 'ready', project: query.data };
}
