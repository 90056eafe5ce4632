import { useApiQuery } from '@platform/shared-ui/queries';

/**
 * The project's features for the Linked To checkboxes (`POST /api/get-project-features/`): null while they
 * load, none on errors.
 */
export function useProjectFeatures(projectId: string) {
  const features = useApiQuery('post', '/api/get-project-features/', { body: { project_id: projectId } });
  if (features.isPending) return null;
  return features.isError ? [] : features.data.features;
}
