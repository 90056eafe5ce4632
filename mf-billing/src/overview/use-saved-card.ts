import {
  ApiError,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  usePlatform,
  useTypedApi,
} from '@platform/shared-ui';
import { apiQueryClient, useApiQuery } from '@platform/shared-ui/queries';
import { useCallback } from 'react';

/** The account's saved card (`GET /api/billing/saved-card/`, null when none), and Remove (`DELETE /api/billing/saved-card/`, whose message is the toast). */
export function useSavedCard() {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const saved = useApiQuery('get', '/api/billing/saved-card/');
  const remove = useCallback(async () => {
    try {
      const answer = await api.delete('/api/billing/saved-card/');
      // The answer says what is saved now: shown without asking again.
      apiQueryClient().setQueryData(['get', '/api/billing/saved-card/'], { card: answer.card });
      toast(answer.message, FORM_SUCCESS_TOAST);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : 'Failed to remove the card.', FORM_ERROR_TOAST);
    }
  }, [api, toast]);
  return { saved, remove };
}
