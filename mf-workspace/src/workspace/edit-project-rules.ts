import type { ProjectDetails } from '../projects/project-api';

/* The Edit Project dialog's rules; the server checks the same (api/src/projects/project-edit.ts). */

export const PROJECT_TYPES = [
  'Design project',
  'Development project',
  'Design and Development project',
] as const;
export type ProjectTypeLabel = (typeof PROJECT_TYPES)[number];

export const PROJECT_NAME_MAX = 100;
export const PROJECT_GOAL_MAX = 500;

export const NAME_REQUIRED = 'Project name is required.';
export const NAME_TOO_LONG = `Project name must be at most ${PROJECT_NAME_MAX} characters.`;
export const TYPE_REQUIRED = 'Choose the project type.';
export const GOAL_TOO_LONG = `Goal must be at most ${PROJECT_GOAL_MAX} characters.`;
export const PROJECT_SAVED = 'Project updated.';
export const PROJECT_SAVE_FAILED = 'Failed to save the project.';

export interface ProjectEdit {
  name: string;
  type: string;
  goal: string;
}

/** `PATCH /api/projects/{id}/`: the saved project and its workspace root, which follows the name. */
export interface EditedProject extends ProjectDetails {
  workspace_path: string;
}

export type ProjectEditErrors = Partial<Record<keyof ProjectEdit, string>>;

const isProjectType = (type: string): type is ProjectTypeLabel =>
  (PROJECT_TYPES as readonly string[]).includes(type);

/** The field errors of an edit, empty when it may be sent. */
export function checkProjectEdit({ name, type, goal }: ProjectEdit): ProjectEditErrors {
  const errors: ProjectEditErrors = {};
  if (name.trim() === '') errors.name = NAME_REQUIRED;
  else if (name.trim().length > PROJECT_NAME_MAX) errors.name = NAME_TOO_LONG;
  if (!isProjectType(type)) errors.type = TYPE_REQUIRED;
  if (goal.trim().length > PROJECT_GOAL_MAX) errors.goal = GOAL_TOO_LONG;
  return errors;
}
