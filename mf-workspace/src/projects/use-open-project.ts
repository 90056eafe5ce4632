import { PROJECT_SETUP_STATUSES } from '@platform/contract';
import { ApiError, setCurrentProject, usePlatform, useTypedApi, FORM_ERROR_TOAST } from '@platform/shared-ui';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ProjectListItem } from './project-api';
import { FROM_BUTTON } from './project-paths';
import { setActiveProject, setChatSession } from './project-storage';

/** The spec's pause between the check and the navigation (constants and limits). */
const NAVIGATION_DELAY_MS = 100;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A project card's click (the spec's states and transitions): `POST /api/check_project/`, then either back to the project's
 * chat (a Draft) or into its workspace. A second click while one is under way is ignored.
 */
export function useOpenProject(): { openingId: string | null; open(project: ProjectListItem): void } {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const busy = useRef(false);
  const [openingId, setOpeningId] = useState<string | null>(null);

  const open = useCallback(
    async (project: ProjectListItem) => {
      if (busy.current) return;
      busy.current = true;
      setOpeningId(project.id);
      try {
        const answer = await api.post('/api/check_project/', { body: { project_id: project.id } });
        const opened = { id: answer.project_id, name: answer.project_name };
        if (answer.status === PROJECT_SETUP_STATUSES.incomplete) {
          setCurrentProject(opened);
          setChatSession(answer.chat_session_id);
        } else {
          setActiveProject(opened);
        }
        await wait(NAVIGATION_DELAY_MS);
        navigate(answer.route, {
          state: answer.status === PROJECT_SETUP_STATUSES.incomplete ? FROM_BUTTON : null,
        });
      } catch (error) {
        // A 401 has already signed the user out; the guard takes them to /login.
        if (!(error instanceof ApiError && error.status === 401)) {
          toast(error instanceof ApiError ? error.message : 'An error occurred', FORM_ERROR_TOAST);
        }
      } finally {
        busy.current = false;
        setOpeningId(null);
      }
    },
    [api, navigate, toast],
  );

  return { openingId, open: (project) => void open(project) };
}
