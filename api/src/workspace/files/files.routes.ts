import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { download, json } from '../../platform/http/openapi-content.js';
import { FILE_TYPES } from './file-kinds.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { ProjectChecks } from '../permissions/project-access-middleware.js';
import { requireJson } from '../../platform/http/require-json.js';
import {
  DownloadQuerySchema,
  FileChangeSchema,
  FileDetailSchema,
  FileListQuerySchema,
  FileListSchema,
  FileParamsSchema,
  LinkBodySchema,
  ProjectParamsSchema,
  UploadFormSchema,
  VersionFormSchema,
} from './file-schemas.js';

/** The OpenAPI definitions of the files routes; the handlers are in files.handlers.ts. */

const tags = ['Files and resources'];
const SavedSchema = z.object({ message: z.string(), file: FileDetailSchema }).openapi('FileSaved');

export function fileRouteDefinitions(
  signedIn: MiddlewareHandler<AuthEnv>,
  checks: ProjectChecks<'view' | 'edit'>,
) {
  return {
    list: createRoute({
      method: 'get',
      path: '/projects/{project_id}/files/',
      tags,
      operationId: 'listProjectFiles',
      summary: "List the project's files",
      description: 'The files, links and media the caller may see (View on Project Files & Documentation).',
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: ProjectParamsSchema, query: FileListQuerySchema },
      responses: {
        200: { description: 'Last updated first', content: json(FileListSchema) },
        ...errorResponses(401, 404, 422),
      },
    }),
    upload: createRoute({
      method: 'post',
      path: '/projects/{project_id}/files/',
      tags,
      operationId: 'uploadProjectFile',
      summary: 'Upload a file',
      description: 'Upload a file or media item as version 1 (Edit).',
      security: bearerSecurity,
      middleware: [signedIn, checks.edit] as const,
      request: {
        params: ProjectParamsSchema,
        body: { required: true, content: { 'multipart/form-data': { schema: UploadFormSchema } } },
      },
      responses: {
        201: { description: 'Uploaded', content: json(SavedSchema) },
        ...errorResponses(401, 403, 404, 413, 422),
      },
    }),
    addLink: createRoute({
      method: 'post',
      path: '/projects/{project_id}/links/',
      tags,
      operationId: 'addProjectLink',
      summary: 'Add a link',
      description: 'Add a web link (Edit).',
      security: bearerSecurity,
      middleware: [signedIn, requireJson, checks.edit] as const,
      request: { params: ProjectParamsSchema, body: { required: true, content: json(LinkBodySchema) } },
      responses: {
        201: { description: 'Added', content: json(SavedSchema) },
        ...errorResponses(401, 403, 404, 415, 422),
      },
    }),
    detail: createRoute({
      method: 'get',
      path: '/files/{file_id}/',
      tags,
      operationId: 'getFile',
      summary: 'Get a file',
      description: 'A file with its version history (404 when hidden from the caller).',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: FileParamsSchema },
      responses: {
        200: { description: 'The file', content: json(FileDetailSchema) },
        ...errorResponses(401, 404, 410),
      },
    }),
    change: createRoute({
      method: 'patch',
      path: '/files/{file_id}/',
      tags,
      operationId: 'updateFile',
      summary: 'Edit a file',
      description: 'Rename, re-link or change the access of a file (Edit).',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: { params: FileParamsSchema, body: { required: true, content: json(FileChangeSchema) } },
      responses: {
        200: { description: 'Changed', content: json(SavedSchema) },
        ...errorResponses(401, 403, 404, 410, 415, 422),
      },
    }),
    addVersion: createRoute({
      method: 'post',
      path: '/files/{file_id}/versions/',
      tags,
      operationId: 'uploadFileVersion',
      summary: 'Upload a new version',
      description: 'Upload a new version; the earlier ones stay in the history (Edit).',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: {
        params: FileParamsSchema,
        body: { required: true, content: { 'multipart/form-data': { schema: VersionFormSchema } } },
      },
      responses: {
        201: { description: 'Uploaded', content: json(SavedSchema) },
        ...errorResponses(401, 403, 404, 410, 413, 422),
      },
    }),
    approve: createRoute({
      method: 'post',
      path: '/files/{file_id}/approve/',
      tags,
      operationId: 'approveFile',
      summary: 'Approve a file',
      description: 'Approve a file (Approve).',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: FileParamsSchema },
      responses: {
        200: { description: 'Approved', content: json(SavedSchema) },
        ...errorResponses(401, 403, 404, 410),
      },
    }),
    download: createRoute({
      method: 'get',
      path: '/files/{file_id}/download/',
      tags,
      operationId: 'downloadFile',
      summary: 'Download a file',
      description: 'The bytes of a version, after the permission check (never public).',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: FileParamsSchema, query: DownloadQuerySchema },
      responses: {
        200: {
          description: 'The file, with its type as judged by its bytes',
          content: download(FILE_TYPES),
        },
        ...errorResponses(401, 404, 410, 422),
      },
    }),
  };
}
