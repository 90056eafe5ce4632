import { z } from '@hono/zod-openapi';
import { BRIEF_MESSAGES, BRIEF_SECTION_MAX } from '@platform/contract';
import { briefSections, sectionLabels } from './brief-sections.js';
import type { BriefContent, BriefSection } from './brief-sections.js';
import type { StoredBrief } from './brief-store.js';

/* The brief calls' bodies and answers, with the spec's field names (workspace entities and workspace calls table). */

const ProjectIdSchema = z
  .string()
  .min(1)
  .max(100)
  .openapi({ example: '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a01' });

export const BriefQuerySchema = z.object({ project_id: ProjectIdSchema });
export const ProjectBodySchema = z.strictObject({ project_id: ProjectIdSchema });
export const ProjectParamsSchema = z.object({
  project_id: ProjectIdSchema.openapi({ param: { name: 'project_id', in: 'path' } }),
});

export const BriefSchema = z
  .object({
    project_name: z.string(),
    project_brief_overview: z.string(),
    project_brief_objectives: z.string(),
    project_brief_key_deliverables: z.string(),
    project_brief_target_audience: z.string(),
    version: z.number().int().openapi({ description: "The header's V:n: 0 until the brief is first saved" }),
    updated_at: z.iso.datetime(),
  })
  .openapi('ProjectBrief');

export type BriefWire = z.infer<typeof BriefSchema>;

export function briefWire(projectName: string, brief: StoredBrief): BriefWire {
  return {
    project_name: projectName,
    project_brief_overview: brief.content.overview,
    project_brief_objectives: brief.content.objectives,
    project_brief_key_deliverables: brief.content.key_deliverables,
    project_brief_target_audience: brief.content.target_audience,
    version: brief.version,
    updated_at: brief.updatedAt.toISOString(),
  };
}

/** The edit payload's field of each section. */
const editFields = {
  overview: 'project_overview',
  objectives: 'project_objectives',
  key_deliverables: 'project_key_deliverables',
  target_audience: 'project_target_audience',
} as const satisfies Record<BriefSection, string>;

const sectionText = z.string().max(100_000);

export const EditBriefBodySchema = z
  .strictObject({
    project_id: ProjectIdSchema,
    project_overview: sectionText,
    project_objectives: sectionText,
    project_key_deliverables: sectionText,
    project_target_audience: sectionText,
  })
  .superRefine((body, ctx) => {
    for (const section of briefSections) {
      const field = editFields[section];
      const text = body[field].trim();
      if (text === '') {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: BRIEF_MESSAGES.required(sectionLabels[section]),
        });
      } else if (text.length > BRIEF_SECTION_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: BRIEF_MESSAGES.tooLong(sectionLabels[section]),
        });
      }
    }
  })
  .openapi('EditProjectBriefBody');

/** The trimmed sections of a checked edit payload. */
export const editedContent = (body: z.infer<typeof EditBriefBodySchema>): BriefContent => ({
  overview: body.project_overview.trim(),
  objectives: body.project_objectives.trim(),
  key_deliverables: body.project_key_deliverables.trim(),
  target_audience: body.project_target_audience.trim(),
});

// OpenAPI 3.0 cannot say "this reference or null" in a way generators read (`{ nullable: true }` alone reads as
// unknown), so the answer spells the brief's fields out, nullable.
export const BriefAnswerSchema = z
  .object({ brief: z.object(BriefSchema.shape).nullable() })
  .openapi('ProjectBriefAnswer');
export const GeneratedBriefSchema = z
  .object({ brief: BriefSchema, page_message: z.string() })
  .openapi('GeneratedProjectBrief');
export const EditedBriefSchema = z.object({ updated_data: BriefSchema }).openapi('EditedProjectBrief');

export const BriefVersionSchema = z
  .object({
    version: z.number().int(),
    source: z.enum(['edit', 'assistant']),
    edited_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    created_at: z.iso.datetime(),
    changed_sections: z.array(z.string()).openapi({ example: ['Target Audience'] }),
    overview: z.string(),
    objectives: z.string(),
    key_deliverables: z.string(),
    target_audience: z.string(),
  })
  .openapi('ProjectBriefVersion');

export const BriefHistorySchema = z
  .object({ versions: z.array(BriefVersionSchema).openapi({ description: 'Newest first' }) })
  .openapi('ProjectBriefHistory');
