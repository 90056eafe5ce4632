import { useApiQuery } from '@platform/shared-ui/queries';
import { useEffect } from 'react';

/** The assistant's insight for a workspace page (`POST /api/insights/`). */
export function useInsight(projectId: string, pageName: string) {
  const insight = useApiQuery('post', '/api/insights/', {
    body: { project_id: projectId, page_name: pageName },
  });
  const { error } = insight;
  useEffect(() => {
    if (error) console.error('Could not load the insight', error);
  }, [error]);
  return insight;
}
