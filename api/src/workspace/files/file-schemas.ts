import { z } from '@hono/zod-openapi';
import { nextAfterField, pageQuery } from '../../platform/http/keyset-page.js';
import { FILE_ACCESS_LEVELS, FILE_STATUSES } from '@platform/contract';
import { FILE_TABS, LINK_TARGETS } from './file-labels.js';
import { ACCEPTED_FILES_TEXT, maxFileBytes } from './file-kinds.js';
import { RESTRICTED_PEOPLE_MAX, fileMessages } from './file-changes.js';

/* The files domain's bodies, queries and answers. */

const allowedUsersField = z
  .array(z.string())
  .max(RESTRICTED_PEOPLE_MAX, fileMessages.tooManyPeople)
  .optional();

export const ProjectParamsSchema = z.object({ project_id: z.string().openapi({ format: 'uuid' }) });
export const FileParamsSchema = z.object({ file_id: z.string().openapi({ format: 'uuid' }) });

export const FileListQuerySchema = z.object({
  tab: z
    .enum(FILE_TABS)
    .optional()
    .openapi({ description: 'Project Files, Links or Media; all when absent' }),
  search: z.string().max(200).optional().openapi({ description: 'Words of the name, owner or linked item' }),
  ...pageQuery,
});

const PersonSchema = z.object({ id: z.uuid(), name: z.string().openapi({ example: 'Ada Obi' }) });

const LinkedItemSchema = z.object({
  type: z.enum(LINK_TARGETS),
  id: z.uuid().nullable(),
  name: z.string().openapi({ example: 'Authentication' }),
});

export const FileRowSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(FILE_TABS).openapi({ description: 'The tab it is listed under' }),
    name: z.string().openapi({ example: 'Homepage mock-up.png' }),
    url: z.string().nullable().openapi({ description: 'Links only' }),
    linked_to: LinkedItemSchema,
    version: z.int().positive().openapi({ description: 'The latest version number (v2 is 2)' }),
    owner: PersonSchema.nullable(),
    access: z.enum(FILE_ACCESS_LEVELS),
    last_updated: z.iso.datetime(),
    status: z.enum(FILE_STATUSES),
    mime_type: z.string().nullable(),
    size: z.int().nonnegative().nullable().openapi({ description: 'Bytes of the latest version' }),
  })
  .openapi('FileRow');

export const FileListSchema = z
  .object({ files: z.array(FileRowSchema), next_after: nextAfterField })
  .openapi('FileList');

export const FileDetailSchema = FileRowSchema.extend({
  project_id: z.uuid(),
  created_at: z.iso.datetime(),
  allowed_users: z.array(PersonSchema).openapi({ description: 'The people picked on a Restricted file' }),
  versions: z
    .array(
      z.object({
        number: z.int().positive(),
        file_name: z.string(),
        mime_type: z.string(),
        size: z.int().nonnegative(),
        note: z.string(),
        uploaded_by: PersonSchema.nullable(),
        created_at: z.iso.datetime(),
        download_url: z.string().openapi({ description: 'Through the API, with the bearer token' }),
      }),
    )
    .openapi({ description: 'Newest first' }),
  previewable: z.boolean().openapi({ description: 'An image or a PDF the page can show' }),
  can: z.object({ edit: z.boolean(), approve: z.boolean() }),
}).openapi('FileDetail');

const accessField = z.enum(FILE_ACCESS_LEVELS).optional();
const linkFields = {
  linked_to: z.enum(LINK_TARGETS).optional(),
  feature_id: z.string().nullable().optional(),
  task_id: z.string().nullable().optional(),
};

const fileField = z
  .union([z.instanceof(File), z.string()])
  .optional()
  .openapi({
    type: 'string',
    format: 'binary',
    description: `${ACCEPTED_FILES_TEXT}; ${maxFileBytes / 1024 / 1024} MB at most`,
  });

/** `POST /api/projects/{project_id}/files/` (multipart): one file per request, so each shows its own progress. */
export const UploadFormSchema = z
  .object({
    file: fileField,
    access: accessField,
    ...linkFields,
    allowed_users: z.string().optional().openapi({
      description: "Restricted only: a JSON list of the picked members' ids",
      example: '["..."]',
    }),
    note: z.string().max(500).optional(),
  })
  .openapi('UploadFileForm');

export const VersionFormSchema = z
  .object({ file: fileField, note: z.string().max(500).optional().openapi({ example: 'Darker header' }) })
  .openapi('NewVersionForm');

export const LinkBodySchema = z
  .strictObject({
    name: z.string().max(200).optional().openapi({ example: 'Figma prototype' }),
    url: z.string().max(2000).optional().openapi({ description: 'An http or https address' }),
    access: accessField,
    ...linkFields,
    allowed_users: allowedUsersField,
  })
  .openapi('AddLinkRequest');

export const FileChangeSchema = z
  .strictObject({
    name: z.string().max(200).optional(),
    access: accessField,
    ...linkFields,
    allowed_users: allowedUsersField,
  })
  .openapi('FileChange');

export const DownloadQuerySchema = z.object({
  version: z
    .string()
    .regex(/^\d{1,6}$/, 'Version must be a version number, such as 2.')
    .optional()
    .openapi({ description: 'A version number; the latest when absent' }),
  inline: z
    .enum(['1'])
    .optional()
    .openapi({ description: 'Show an image or PDF in place instead of downloading' }),
});
