import { ApiError, useLiveEvents, useTypedApi } from '@platform/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FeatureForm, ProjectFeature } from './feature-api';

export type FeaturesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; features: ProjectFeature[] };

/** The project's features and their add, edit and delete calls; each change shows in the list at once. */
export function useFeatures(projectId: string) {
  const api = useTypedApi();
  const navigate = useNavigate();
  const [state, setState] = useState<FeaturesState>({ status: 'loading' });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const { features } = await api.post('/api/get-project-features/', {
          body: { project_id: projectId },
          signal,
        });
        setState({ status: 'ready', features });
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 401) navigate('/login');
        else setState({ status: 'failed' });
      }
    },
    [api, projectId, navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  // A feature added, renamed or removed by anyone (the page assistant too) shows here and in the navigation.
  useLiveEvents(projectId, ['feature', 'task'], () => void load());

  const replace = (change: (features: ProjectFeature[]) => ProjectFeature[]) =>
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', features: change(current.features) } : current,
    );

  const add = useCallback(
    async (form: FeatureForm) => {
      const added = await api.post('/api/add-feature/', {
        body: {
          project_id: projectId,
          feature_name: form.name.trim(),
          feature_specification: form.specification,
          ...(form.description.trim() ? { feature_description: form.description.trim() } : {}),
        },
      });
      replace((features) => [...features, added.feature]);
      return added;
    },
    [api, projectId],
  );

  const update = useCallback(
    async (featureId: string, form: FeatureForm) => {
      const { feature } = await api.patch('/api/features/{feature_id}/', {
        path: { feature_id: featureId },
        body: {
          feature_name: form.name,
          feature_description: form.description,
          feature_specification: form.specification,
          feature_sprint: form.sprint,
        },
      });
      replace((features) => features.map((item) => (item.feature_id === featureId ? feature : item)));
    },
    [api],
  );

  const remove = useCallback(
    async (featureId: string) => {
      await api.delete('/api/features/{feature_id}/', { path: { feature_id: featureId } });
      replace((features) => features.filter((item) => item.feature_id !== featureId));
    },
    [api],
  );

  return { state, reload: load, add, update, remove };
}
