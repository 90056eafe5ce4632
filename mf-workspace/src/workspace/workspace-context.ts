import { createContext, useContext } from 'react';
import type { ProjectDetails } from '../projects/project-api';

/** What every page inside the workspace frame knows about its project. */
export interface WorkspaceContextValue {
  project: ProjectDetails;
  /** `/project/workspace/{id}/{name}` */
  root: string;
  /** The brief's saved version: 0 until the brief is first saved. */
  briefVersion: number;
  /** A page that saved the brief tells the header badge its new version. */
  setBriefVersion: (version: number) => void;
  /** How many changes the page assistant has made to this page's data; a page reloads when it grows. */
  assistantChanges: number;
  reportAssistantChange: () => void;
}

export const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

/** The project of the workspace page being shown; only inside `WorkspacePage`. */
export function useWorkspace(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace is used outside a WorkspacePage');
  return value;
}
