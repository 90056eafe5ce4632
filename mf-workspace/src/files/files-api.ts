import type { FILE_ACCESS_LEVELS } from '@platform/contract';
import { FILE_MESSAGES, PROJECT_FILE_MAX_BYTES } from '@platform/contract';
import type { ApiOperation, ApiResult } from '@platform/shared-ui';
// The files calls' answers as this remote reads them, and the page's words (the spec's files screen).

export const FILE_TABS = [
  { key: 'files', label: 'Project Files' },
  { key: 'links', label: 'Links' },
  { key: 'media', label: 'Media' },
] as const;
export type FileTab = (typeof FILE_TABS)[number]['key'];

export type FileAccess = (typeof FILE_ACCESS_LEVELS)[number];

export const MAX_FILE_MB = PROJECT_FILE_MAX_BYTES / 1024 / 1024;
export const FILE_TEXTS = {
  limit: `Up to ${MAX_FILE_MB} MB a file: PDF, Word, Excel, PowerPoint, ZIP, text, images, video or audio.`,
  tooLarge: (name: string) => `${name} is larger than ${MAX_FILE_MB} MB.`,
  uploaded: FILE_MESSAGES.uploaded,
  empty: 'No files yet.',
  noMatch: 'No files match your search.',
} as const;

export interface Person {
  id: string;
  name: string;
}

/** A row of `GET /api/projects/{project_id}/files/`. */
export type FileRow = ApiResult<ApiOperation<'/api/projects/{project_id}/files/', 'get'>>['files'][number];

/** `GET /api/files/{file_id}/`. */
export type FileDetail = ApiResult<ApiOperation<'/api/files/{file_id}/', 'get'>>;

export const filesPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/files/`;
export const filePath = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}/`;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
export const shortDate = (iso: string) => dateFormat.format(new Date(iso));

export const statusTone = {
  Draft: 'neutral',
  'In Review': 'warning',
  Approved: 'success',
  Rejected: 'danger',
} as const;
