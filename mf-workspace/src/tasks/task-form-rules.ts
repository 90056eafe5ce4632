import { TASK_ATTACHMENT_LIMITS } from '@platform/contract';
import { TASK_MESSAGES } from './task-api';

/* The add-task form's rules (the spec's workspace validation rules), checked in the page before sending; the server checks them again. */

export const MAX_FILE_MB = TASK_ATTACHMENT_LIMITS.bytes / 1024 / 1024;

/** What the file picker offers; the server judges the files by their bytes. */
export const ACCEPTED_FILES = '.pdf,.doc,.docx,.jpeg,.jpg,.png';
const ALLOWED_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpeg', 'jpg', 'png'];

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

export interface TaskFormValues {
  name: string;
  type: string;
  description: string;
  assigneeIds: string[];
}

/** The text fields left blank, by the names the API gives them (the assignees are marked by their picker). */
export function blankFields(values: TaskFormValues): string[] {
  return (['name', 'type', 'description'] as const).filter((field) => values[field].trim() === '');
}

/** The spec's required message when name, type, description or assignees are missing; null otherwise. */
export function requiredMessage(values: TaskFormValues): string | null {
  const blank = [values.name, values.type, values.description].some((value) => value.trim() === '');
  return blank || values.assigneeIds.length === 0 ? TASK_MESSAGES.required : null;
}

/**
 * The files after adding `added` to `chosen`, or why they cannot be added: only PDF, DOC, JPEG, JPG and
 * PNG, no name twice (ignoring case), none empty or over the size limit, and not too many.
 */
export function addFiles(chosen: File[], added: File[]): { files: File[] } | { error: string } {
  const names = new Set(chosen.map((file) => file.name.toLowerCase()));
  for (const file of added) {
    const name = file.name.toLowerCase();
    if (!ALLOWED_EXTENSIONS.includes(extensionOf(name)) || names.has(name) || file.size === 0) {
      return { error: TASK_MESSAGES.files };
    }
    if (file.size > TASK_ATTACHMENT_LIMITS.bytes) return { error: TASK_MESSAGES.fileTooLarge };
    names.add(name);
  }
  const files = [...chosen, ...added];
  return files.length > TASK_ATTACHMENT_LIMITS.files ? { error: TASK_MESSAGES.tooManyFiles } : { files };
}

/** "1.2 MB", "340 KB" */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
