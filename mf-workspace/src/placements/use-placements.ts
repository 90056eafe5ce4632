import {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  useApiGet,
  usePlatform,
  FORM_SUCCESS_TOAST,
  FORM_ERROR_TOAST,
} from '@platform/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Placement, PlacementAccepted, Placements } from './placements-api';
import { acceptPath, PLACEMENTS_PATH } from './placements-api';

/** The talent's placements, and Accept: the answer's message as a toast, then the project's workspace. */
export function usePlacements() {
  const { api, toast } = usePlatform();
  const navigate = useNavigate();
  const placements = useApiGet<Placements>(PLACEMENTS_PATH);
  const [accepting, setAccepting] = useState<string | null>(null);

  const accept = async (placement: Placement) => {
    setAccepting(placement.project_id);
    try {
      const answer = await api.post<PlacementAccepted>(acceptPath(placement.project_id));
      toast(answer.message, FORM_SUCCESS_TOAST);
      navigate(answer.redirect_url);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE, FORM_ERROR_TOAST);
      // "Already joined" from another tab: the list shows it as it now is.
      placements.reload();
    } finally {
      setAccepting(null);
    }
  };

  return { placements, accept, accepting };
}
