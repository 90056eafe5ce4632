import { useApiQuery } from '@platform/shared-ui/queries';
import { useProjectFeatures } from '../tasks/use-project-features';
import type { Person } from './files-api';

export interface LinkOptions {
  features: Person[];
  tasks: Person[];
  /** Who can be picked for a Restricted file or a review shared with selected members: the active team. */
  people: Person[];
}

/**
 * What a file or a review can be linked to and shared with: the project's features, the tasks the caller
 * sees on the board, and the active team (owner and members, no pending invitations).
 */
export function useLinkOptions(projectId: string): LinkOptions {
  const onProject = { params: { path: { project_id: projectId } } };
  const features = useProjectFeatures(projectId);
  const tasks = useApiQuery('get', '/api/projects/{project_id}/tasks/', onProject);
  const team = useApiQuery('get', '/api/projects/{project_id}/team/', onProject);
  return {
    features: (features ?? []).map((feature) => ({ id: feature.feature_id, name: feature.feature_name })),
    tasks: tasks.data ? tasks.data.tasks.map((task) => ({ id: task.id, name: task.name })) : [],
    people: team.data
      ? team.data.members
          .filter((row) => row.kind !== 'invitation' && row.status === 'Active')
          .map((row) => ({ id: row.id, name: row.name }))
      : [],
  };
}
