import { usePlatform } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import type { FeatureOption } from './task-api';

/** The project's features for the Linked To checkboxes (`POST /api/get-project-features/`); none on errors. */
export function useProjectFeatures(projectId: string): FeatureOption[] | null {
  const { api } = usePlatform();
  const [features, setFeatures] = useState<{ projectId: string; list: FeatureOption[] } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .post<{ features: FeatureOption[] }>(
        '/api/get-project-features/',
        { project_id: projectId },
        { signal: controller.signal },
      )
      .then((answer) => setFeatures({ projectId, list: answer.features }))
      .catch(() => {
        if (!controller.signal.aborted) setFeatures({ projectId, list: [] });
      });
    return () => controller.abort();
  }, [api, projectId]);

  return features?.projectId === projectId ? features.list : null;
}
