import { PROJECT_EDIT_MESSAGES, PROJECT_LIMITS, PROJECT_TYPES } from '@platform/contract';
import type { ProjectTypeLabel } from '@platform/contract';

/* The Edit Project dialog's rules are @platform/contract's (PROJECT_LIMITS, PROJECT_EDIT_MESSAGES); the server checks the same. */

export const PROJECT_SAVED = 'Project updated.';
export const PROJECT_SAVE_FAILED = 'Failed to save the project.';

export interface ProjectEdit {
  name: string;
  type: string;
  goal: string;
}

export type ProjectEditErrors = Partial<Record<keyof ProjectEdit, string>>;

const isProjectType = (type: string): type is ProjectTypeLabel =>
  (PROJECT_TYPES as readonly string[]).includes(type);

/** The field errors of an edit, empty when it may be sent. */
export function checkProjectEdit({ name, type, goal }: ProjectEdit): ProjectEditErrors {
  const errors: ProjectEditErrors = {};
  if (name.trim() === '') errors.name = PROJECT_EDIT_MESSAGES.nameRequired;
  else if (name.trim().length > PROJECT_LIMITS.name) errors.name = PROJECT_EDIT_MESSAGES.nameTooLong;
  if (!isProjectType(type)) errors.type = PROJECT_EDIT_MESSAGES.typeRequired;
  if (goal.trim().length > PROJECT_LIMITS.goal) errors.goal = PROJECT_EDIT_MESSAGES.goalTooLong;
  return errors;
}
