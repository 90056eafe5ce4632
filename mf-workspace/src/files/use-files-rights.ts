import { includesLevel } from '@platform/contract';
import { useApiGet } from '@platform/shared-ui';
import type { MyPermissions } from '../team/team-api';

/**
 * Whether the caller may add to the project's files and reviews (Edit on Project Files & Documentation,
 * `GET /api/projects/{id}/permissions/`), so pages hide what the server would refuse. False until known.
 */
export function useCanEditFiles(projectId: string): boolean {
  const query = useApiGet<MyPermissions>(`/api/projects/${encodeURIComponent(projectId)}/permissions/`);
  return (
    query.status === 'success' && includesLevel(query.data.permissions.projectFilesAndDocumentations, 'Edit')
  );
}
