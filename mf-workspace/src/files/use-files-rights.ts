import { useProjectRights } from '../workspace/project-rights';

/**
 * Whether the caller may add to the project's files and reviews (Edit on Project Files & Documentation),
 * from the levels the workspace page's project carries, so pages hide what the server would refuse.
 */
export function useCanEditFiles(): boolean {
  return useProjectRights().can('projectFilesAndDocumentations', 'Edit');
}
