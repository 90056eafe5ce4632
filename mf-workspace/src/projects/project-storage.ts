import { getCurrentProject, setCurrentProject } from '@platform/shared-ui';

// Local storage of the project flow (the spec's entities "Client-side storage"): the new-project chat session
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

/** The project the workspace pages last worked on, if any. */
export function getActiveProject(): ActiveProject | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(ACTIVE_PROJECT_KEY) ?? 'null');
    const { id, name } = (parsed ?? {}) as Partial<ActiveProject>;
    return typeof id === 'string' && typeof name === 'string' ? { id, name } : null;
  } catch {
    return null;
  }
}

/** A new project starts from a clean chat (the spec's states and transitions "New project"). */
export function clearDraft(): void {
  setChatSession(null);
  setCurrentProject(null);
}

/** After a project is deleted, nothing in storage points at it any more (a later chat starts fresh). */
export function forgetProject(projectId: string): void {
  if (String(getCurrentProject()?.id) === projectId) clearDraft();
  const active = window.localStorage.getItem(ACTIVE_PROJECT_KEY);
  if (active?.includes(`"${projectId}"`)) window.localStorage.removeItem(ACTIVE_PROJECT_KEY);
}
