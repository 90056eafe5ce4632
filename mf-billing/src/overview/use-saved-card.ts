import {
  ApiError,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  usePlatform,
  useTypedApi,
} from '@platform/shared-ui';
import type { ApiSchemas } from '@platform/shared-ui';
import { useCallback } from 'react';
import { useLoad } from '../common/use-load';

/** `GET /api/billing/saved-card/`: the card renewals and added seats are charged to, or null. */
export type SavedCard = ApiSchemas['schemas']['SavedCard']['card'];

/** The account's saved card, and Remove (`DELETE /api/billing/saved-card/`, whose message is the toast). */
export function useSavedCard() {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const saved = useLoad('saved-card', (signal) => api.get('/api/billing/saved-card/', { signal }));
  const { replace } = saved;
  const remove = useCallback(async () => {
    try {
      const answer = await api.delete('/api/billing/saved-card/');
      replace({ card: answer.card });
      toast(answer.message, FORM_SUCCESS_TOAST);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : 'Failed to remove the card.', FORM_ERROR_TOAST);
    }
  }, [api, replace, toast]);
  return { ...saved, remove };
}
