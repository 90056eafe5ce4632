import {
  ApiError,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  useLiveEvents,
  usePlatform,
} from '@platform/shared-ui';
import { apiQueryClient, invalidateApi, useApiMutation, useApiQuery } from '@platform/shared-ui/queries';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FETCH_FAILED, GENERATE_FAILED, SAVE_FAILED } from './brief-api';
import type { BriefSections, ProjectBrief } from './brief-api';

export type BriefState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'not-set-up' }
  | { status: 'ready'; brief: ProjectBrief };

const BRIEF_PATH = '/api/get_project_brief/';
const HISTORY_PATH = '/api/projects/{project_id}/brief-history/';

/** Asks for the project's brief again, and its history (now if shown, else when next opened). */
export const invalidateBrief = (projectId: string) =>
  Promise.all([
    invalidateApi([BRIEF_PATH], { query: { project_id: projectId } }),
    invalidateApi([HISTORY_PATH], { path: { project_id: projectId } }),
  ]);

/**
 * The project's brief and its calls. A 401 on any of them goes to /login (the spec's workspace error catalogue); each saved
 * version is reported through `onVersion` so the header's badge follows it.
 */
export function useBrief(projectId: string, onVersion: (version: number) => void) {
  const { toast } = usePlatform();
  const navigate = useNavigate();
  const query = useApiQuery('get', BRIEF_PATH, { params: { query: { project_id: projectId } } });
  const generating = useApiMutation('post', '/api/generate_project_brief/');
  const saving = useApiMutation('post', '/api/edit-project-brief/');

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

  const readError = query.error;
  useEffect(() => {
    if (readError?.status === 401) failed(readError, FETCH_FAILED);
  }, [readError, failed]);

  const version = query.data?.brief?.version;
  useEffect(() => {
    if (version !== undefined) onVersion(version);
  }, [version, onVersion]);

  /** A saved or generated brief is what the page shows at once, without asking again. */
  const show = useCallback(
    (brief: ProjectBrief) => {
      apiQueryClient().setQueryData(['get', BRIEF_PATH, { params: { query: { project_id: projectId } } }], {
        brief,
      });
      void invalidateApi([HISTORY_PATH], { path: { project_id: projectId } });
    },
    [projectId],
  );

  const reload = useCallback(() => invalidateBrief(projectId), [projectId]);

  const { mutateAsync: generateBrief } = generating;
  const generate = useCallback(async () => {
    try {
      const answer = await generateBrief({ body: { project_id: projectId } });
      show(answer.brief);
      toast(answer.page_message, FORM_SUCCESS_TOAST);
    } catch (error) {
      failed(error, GENERATE_FAILED);
    }
  }, [generateBrief, projectId, show, toast, failed]);

  /**
   * Saves the (already trimmed) sections: true when saved, false when the session ended (the page goes to
   * /login). A refusal rejects with the server's message (422 with its field errors, 403, 409) or the spec's
   * "Failed to save project brief.", for the editor to show.
   */
  const { mutateAsync: saveBrief } = saving;
  const save = useCallback(
    async (sections: BriefSections): Promise<boolean> => {
      try {
        const { updated_data } = await saveBrief({ body: { project_id: projectId, ...sections } });
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
    [saveBrief, projectId, show, failed],
  );

  // A teammate's (or the page assistant's) edit shows at once; an edit under way keeps its own draft.
  useLiveEvents(projectId, ['brief'], () => void invalidateBrief(projectId));

  const state: BriefState = query.isError
    ? query.error.status === 401
      ? { status: 'loading' }
      : { status: 'failed' }
    : !query.data
      ? { status: 'loading' }
      : query.data.brief
        ? { status: 'ready', brief: query.data.brief }
        : { status: 'not-set-up' };

  return { state, busy: generating.isPending, generate, save, reload };
}
