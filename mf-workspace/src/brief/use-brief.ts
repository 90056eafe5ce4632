import {
  ApiError,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  usePlatform,
  useLiveEvents,
} from '@platform/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FETCH_FAILED, GENERATE_FAILED, SAVE_FAILED } from './brief-api';
import type { BriefAnswer, BriefSections, EditedBrief, GeneratedBrief, ProjectBrief } from './brief-api';

export type BriefState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'not-set-up' }
  | { status: 'ready'; brief: ProjectBrief };

/**
 * The project's brief and its calls. A 401 on any of them goes to /login (the spec's workspace error catalogue); each saved
 * version is reported through `onVersion` so the header's badge follows it.
 */
export function useBrief(projectId: string, onVersion: (version: number) => void) {
  const { api, toast } = usePlatform();
  const navigate = useNavigate();
  const [state, setState] = useState<BriefState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const versionListener = useRef(onVersion);
  useEffect(() => {
    versionListener.current = onVersion;
  }, [onVersion]);

  const failed = useCallback(
    (error: unknown, message: string) => {
      if (error instanceof ApiError && error.status === 401) {
        console.warn('The session ended: signing in again');
        navigate('/login');
        return;
      }
      console.error(message, error);
      toast(error instanceof ApiError && error.status === 422 ? error.message : message, FORM_ERROR_TOAST);
    },
    [navigate, toast],
  );

  const show = useCallback((brief: ProjectBrief) => {
    setState({ status: 'ready', brief });
    versionListener.current(brief.version);
  }, []);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const { brief } = await api.get<BriefAnswer>('/api/get_project_brief/', {
          query: { project_id: projectId },
          signal,
        });
        if (brief) show(brief);
        else setState({ status: 'not-set-up' });
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 401) failed(error, FETCH_FAILED);
        else setState({ status: 'failed' });
      }
    },
    [api, projectId, show, failed],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const generate = useCallback(async () => {
    setBusy(true);
    try {
      const answer = await api.post<GeneratedBrief>('/api/generate_project_brief/', {
        project_id: projectId,
      });
      show(answer.brief);
      toast(answer.page_message, FORM_SUCCESS_TOAST);
    } catch (error) {
      failed(error, GENERATE_FAILED);
    } finally {
      setBusy(false);
    }
  }, [api, projectId, show, toast, failed]);

  /**
   * Saves the (already trimmed) sections: true when saved, false when the session ended (the page goes to
   * /login). A refusal rejects with the server's message (422 with its field errors, 403, 409) or the spec's
   * "Failed to save project brief.", for the editor to show.
   */
  const save = useCallback(
    async (sections: BriefSections): Promise<boolean> => {
      try {
        const { updated_data } = await api.post<EditedBrief>('/api/edit-project-brief/', {
          project_id: projectId,
          ...sections,
        });
        show(updated_data);
        return true;
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 401) {
          failed(error, SAVE_FAILED);
          return false;
        }
        console.error(SAVE_FAILED, error);
        // A refusal says why (a check, a missing level, a change made meanwhile); only failures are generic.
        throw status === 422 || status === 403 || status === 409 ? error : new ApiError(status, SAVE_FAILED);
      }
    },
    [api, projectId, show, failed],
  );

  // A teammate's (or the page assistant's) edit shows at once; an edit under way keeps its own draft.
  useLiveEvents(projectId, ['brief'], () => void load());

  return { state, busy, generate, save, reload: load };
}
