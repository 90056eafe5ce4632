import { useApiGet } from '@platform/shared-ui';
import type { ApiSchemas } from '@platform/shared-ui';
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
  const base = `/api/projects/${encodeURIComponent(projectId)}`;
  const features = useProjectFeatures(projectId);
  const tasks = useApiGet<ApiSchemas['schemas']['TaskBoard']>(`${base}/tasks/`);
  const team = useApiGet<ApiSchemas['schemas']['TeamOverview']>(`${base}/team/`);
  return {
    features: (features ?? []).map((feature) => ({ id: feature.feature_id, name: feature.feature_name })),
    tasks:
      tasks.status === 'success' ? tasks.data.tasks.map((task) => ({ id: task.id, name: task.name })) : [],
    people:
      team.status === 'success'
        ? team.data.members
            .filter((row) => row.kind !== 'invitation' && row.status === 'Active')
            .map((row) => ({ id: row.id, name: row.name }))
        : [],
  };
}
