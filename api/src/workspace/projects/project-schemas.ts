import { PROJECT_SETUP_STATUSES } from '@platform/contract';
import { z } from '@hono/zod-openapi';
import { statusFilters, typeFilters } from './project-list.js';
import type { StatusFilter, TypeFilter } from './project-list.js';
import { AreaLevelsSchema } from '../permissions/area-levels-schema.js';

/* The projects domain's bodies, queries and answers, as the spec names their fields. */

export const ProjectStatusSchema = z
  .enum(['DRAFT', 'PENDING_REVIEW', 'IN_PROGRESS', 'COMPLETED'])
  .openapi({ description: 'Shown with spaces for underscores; Draft and Pending Review look the same' });

export const ProjectTypeSchema = z
  .enum(['Design project', 'Development project', 'Design and Development project'])
  .nullable()
  .openapi({ description: 'Null while the new-project chat has not decided it' });

const TeamMemberSchema = z.object({ id: z.uuid(), name: z.string().openapi({ example: 'Tunde Bello' }) });

/** What the project list and a project's own answer both say of it. */
const ProjectSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string().openapi({ example: 'Customer Mobile App' }),
    status: ProjectStatusSchema,
    last_updated: z.iso.datetime(),
    goal: z.string().nullable(),
    type: ProjectTypeSchema,
    team_members: z
      .array(TeamMemberSchema)
      .openapi({ description: 'Invited members; empty shows "No Team Added Yet"' }),
    is_owner: z.boolean().openapi({ description: 'Whether the caller owns it (and so may delete it)' }),
  })
  .openapi('ProjectSummary');

export const ProjectListItemSchema = ProjectSummarySchema.extend({
  deletable: z.boolean().openapi({
    description:
      'False once a signed contract or a payment made to its team keeps it on record: DELETE answers 409, so Delete is not offered',
  }),
  archived_at: z.iso
    .datetime()
    .nullable()
    .openapi({ description: 'When it was archived; null while in use' }),
}).openapi('ProjectListItem');

const ProjectBudgetSchema = z
  .object({
    min_kobo: z.number().int().nullable().openapi({ example: 100_000_000 }),
    max_kobo: z.number().int().nullable().openapi({ example: 300_000_000 }),
  })
  .openapi('ProjectBudget', { description: 'In kobo; an open end is null ("up to ₦3,000,000")' });

const ProjectTimelineSchema = z
  .object({
    text: z.string().openapi({ example: 'Launch in 10 weeks' }),
    weeks: z.number().int().nullable(),
    deadline: z.iso.date().nullable(),
  })
  .openapi('ProjectTimeline', { description: 'As the client said it, in weeks and/or as a deadline' });

// The workspace pages offer Delete through the Edit Project dialog, which says the server's refusal itself.
export const ProjectDetailsSchema = ProjectSummarySchema.extend({
  created_at: z.iso.datetime(),
  budget: ProjectBudgetSchema.nullable(),
  timeline: ProjectTimelineSchema.nullable(),
  estimated_completion: z
    .object({
      date: z.iso.date(),
      basis: z.enum(['contract', 'proposal', 'deadline']).openapi({
        description:
          "contract: the signed contract's delivery; proposal: the sent proposal's weeks from today, were it signed today; deadline: the client's own",
      }),
    })
    .nullable()
    .openapi('EstimatedCompletion', {
      description: 'When the work should be done, from what the project knows; null when nothing knows it',
    }),
  archived_at: z.iso
    .datetime()
    .nullable()
    .openapi({ description: 'When it was archived (read-only until unarchived); null while in use' }),
  brief_version: z.number().int().openapi({
    description: "The brief's saved version, the header's V:n: 0 until the brief is first saved",
  }),
  my_permissions: AreaLevelsSchema.openapi({
    description:
      "The caller's level in each area, from the matrix the server enforces: pages hide or explain what it would refuse",
  }),
  my_user_id: z.uuid().openapi({
    description: "The caller's own id, so the team pages know which member is them (Leave, not Remove)",
  }),
}).openapi('ProjectDetails');

export const ListQuerySchema = z.object({
  after: z
    .uuid()
    .optional()
    .openapi({ description: 'The id of the last project the client has: the page continues after it' }),
  limit: z.coerce.number().int().min(1).max(100).default(20).openapi({ description: 'Page size, 1 to 100' }),
  type: z
    .enum(Object.keys(typeFilters) as [TypeFilter, ...TypeFilter[]])
    .optional()
    .openapi({
      description: 'Quick filter: design, development (both include Design and Development) or print',
    }),
  status: z
    .enum(Object.keys(statusFilters) as [StatusFilter, ...StatusFilter[]])
    .optional()
    .openapi({
      description: 'Only the projects in this status: draft, pending_review, in_progress or completed',
    }),
  archived: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ description: 'true: only the archived projects; otherwise only the ones in use' }),
});

/** A project id as the front end sends it; one that is not a project the caller may see answers 404. */
const ProjectIdSchema = z
  .string()
  .min(1)
  .max(100)
  .openapi({ example: '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a01' });

export const CheckProjectBodySchema = z
  .strictObject({ project_id: ProjectIdSchema })
  .openapi('CheckProjectBody');

export const CheckProjectResponseSchema = z
  .object({
    project_id: z.uuid(),
    project_name: z.string(),
    project_status: ProjectStatusSchema,
    status: z.enum([PROJECT_SETUP_STATUSES.incomplete, PROJECT_SETUP_STATUSES.complete]),
    chat_session_id: z.uuid().nullable().openapi({ description: "The project's new-project chat, if any" }),
    route: z.string().openapi({ example: '/project/create-project' }),
  })
  .openapi('CheckProjectResponse');

export const ProjectParamsSchema = z.object({
  project_id: ProjectIdSchema.openapi({ param: { name: 'project_id', in: 'path' } }),
});

export const InsightsBodySchema = z
  .strictObject({
    project_id: ProjectIdSchema,
    page_name: z
      .string()
      .trim()
      .max(100)
      .refine((name) => name !== '', 'page_name is required.')
      .openapi({ example: 'project-brief' }),
  })
  .openapi('InsightsBody');

export const InsightsResponseSchema = z
  .object({
    page_message: z.string().openapi({ example: 'Project Brief: Setup in progress' }),
    insight: z.string(),
  })
  .openapi('InsightsResponse');
