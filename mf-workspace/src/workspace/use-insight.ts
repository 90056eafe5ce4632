import { usePlatform } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import type { InsightsResponse } from '../projects/project-api';

export type InsightQuery =
  | { status: 'loading' }
  | { status: 'ready'; insight: InsightsResponse }
  | { status: 'failed' };

/** The assistant's insight for a workspace page (`POST /api/insights/`). */
export function useInsight(projectId: string, pageName: string): InsightQuery {
  const { api } = usePlatform();
  const key = `${projectId} ${pageName}`;
  const [result, setResult] = useState<{ key: string; query: InsightQuery } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .post<InsightsResponse>(
        '/api/insights/',
        { project_id: projectId, page_name: pageName },
        { signal: controller.signal },
      )
      .then((insight) => setResult({ key, query: { status: 'ready', insight } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the insight', error);
        setResult({ key, query: { status: 'failed' } });
      });
    return () => controller.abort();
  }, [api, projectId, pageName, key]);

  return result?.key === key ? result.query : { status: 'loading' };
}
