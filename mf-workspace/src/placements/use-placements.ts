import {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  usePlatform,
  FORM_SUCCESS_TOAST,
  FORM_ERROR_TOAST,
} from '@platform/shared-ui';
import { invalidateApi, useApiMutation, useApiQuery } from '@platform/shared-ui/queries';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Placement } from './placements-api';

/** The talent's placements, and Accept: the answer's message as a toast, then the project's workspace. */
export function usePlacements() {
  const { toast } = usePlatform();
  const navigate = useNavigate();
  const placements = useApiQuery('get', '/api/placements/');
  const { mutateAsync: acceptPlacement } = useApiMutation('post', '/api/placements/{project_id}/accept/');
  const [accepting, setAccepting] = useState<string | null>(null);

  const accept = async (placement: Placement) => {
    setAccepting(placement.project_id);
    try {
      const answer = await acceptPlacement({ params: { path: { project_id: placement.project_id } } });
      toast(answer.message, FORM_SUCCESS_TOAST);
      navigate(answer.redirect_url);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE, FORM_ERROR_TOAST);
      // "Already joined" from another tab: the list shows it as it now is.
      void invalidateApi(['/api/placements/']);
    } finally {
      setAccepting(null);
    }
  };

  return { placements, accept, accepting };
}
