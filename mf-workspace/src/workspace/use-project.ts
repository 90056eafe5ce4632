import { ApiError, usePlatform, useLiveEvents } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import type { ProjectDetails } from '../projects/project-api';
import { setActiveProject } from '../projects/project-storage';

export type ProjectQuery =
  | { status: 'loading' }
  | { status: 'ready'; project: ProjectDetails }
  | { status: 'missing' }
  | { status: 'error' };

/** The workspace's project (`GET /api/projects/{id}/`), which becomes the active project once loaded. */
export function useProject(projectId: string): ProjectQuery {
  const { api } = usePlatform();
  const [query, setQuery] = useState<ProjectQuery & { id?: string }>({ status: 'loading' });
  // The overview and the header follow the project's details and team as they change.
  const [revision, setRevision] = useState(0);
  useLiveEvents(projectId, ['project', 'member'], () => setRevision((count) => count + 1));

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<ProjectDetails>(`/api/projects/${encodeURIComponent(projectId)}/`, { signal: controller.signal })
      .then((project) => {
        setActiveProject({ id: project.id, name: project.name });
        setQuery({ status: 'ready', project, id: projectId });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setQuery({ status: 'missing', id: projectId });
        else {
          console.error('Could not load the project', error);
          setQuery({ status: 'error', id: projectId });
        }
      });
    return () => controller.abort();
  }, [api, projectId, revision]);

  return query.id === projectId ? query : { status: 'loading' };
}
