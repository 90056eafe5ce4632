import { create } from 'zustand';

/** The project the new-project chat is working on, kept as `currentProject` in local storage. */
export interface CurrentProject {
  id: number | string;
  name: string;
}

export const CURRENT_PROJECT_KEY = 'currentProject';

function isCurrentProject(value: unknown): value is CurrentProject {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return (typeof id === 'number' || typeof id === 'string') && typeof name === 'string';
}

function readStored(): CurrentProject | null {
  if (typeof window === 'undefined') return null;
  const raw = window.localStorage.getItem(CURRENT_PROJECT_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isCurrentProject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const useCurrentProjectStore = create<{ project: CurrentProject | null }>(() => ({ project: readStored() }));

export function getCurrentProject(): CurrentProject | null {
  return useCurrentProjectStore.getState().project;
}

/** Sets (or with null, clears) the current project, in memory and in local storage. */
export function setCurrentProject(project: CurrentProject | null): void {
  if (project) window.localStorage.setItem(CURRENT_PROJECT_KEY, JSON.stringify(project));
  else window.localStorage.removeItem(CURRENT_PROJECT_KEY);
  useCurrentProjectStore.setState({ project });
}

/** React hook: the current project, re-rendering when it changes. */
export function useCurrentProject(): CurrentProject | null {
  return useCurrentProjectStore((state) => state.project);
}
