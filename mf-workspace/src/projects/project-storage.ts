import { setCurrentProject } from '@platform/shared-ui';

// Local storage of the project flow (spec part 1 §3 "Client-side storage"): the new-project chat session
// and the active project (the one the workspace pages work on). The current project lives in shared-ui,
// because the shell's top bar shows its name.

const CHAT_SESSION_KEY = 'chatSession';
const ACTIVE_PROJECT_KEY = 'activeProject';

export interface ActiveProject {
  id: string;
  name: string;
}

export const getChatSession = () => window.localStorage.getItem(CHAT_SESSION_KEY);

export function setChatSession(sessionId: string | null): void {
  if (sessionId) window.localStorage.setItem(CHAT_SESSION_KEY, sessionId);
  else window.localStorage.removeItem(CHAT_SESSION_KEY);
}

export function setActiveProject(project: ActiveProject): void {
  window.localStorage.setItem(ACTIVE_PROJECT_KEY, JSON.stringify(project));
}

/** A new project starts from a clean chat (spec part 1 §4 "New project"). */
export function clearDraft(): void {
  setChatSession(null);
  setCurrentProject(null);
}

/**
 * Navigation state that says the chat was opened from a button (New Project, Start New, a Draft's card);
 * opened any other way, the chat sends the user to the project list.
 */
export const FROM_BUTTON = { fromButton: true } as const;

export const openedFromButton = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { fromButton?: unknown }).fromButton === true;

export const CREATE_PROJECT_PATH = '/project/create-project';
export const ALL_PROJECTS_PATH = '/project/all-projects';
