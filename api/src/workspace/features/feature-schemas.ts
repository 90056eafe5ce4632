import { z } from '@hono/zod-openapi';
import { FEATURE_LIMITS, specificationLines } from '@platform/contract';
import { featureMessages } from './feature-rules.js';
import type { FeatureFields } from './feature-store.js';

/* The feature calls' bodies and answers, with the spec's field names (workspace entities and workspace calls table). */

const ProjectIdSchema = z
  .string()
  .min(1)
  .max(100)
  .openapi({ example: '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a01' });
const text = z.string().max(100_000);

export const FeatureSchema = z
  .object({
    feature_id: z.uuid(),
    feature_name: z.string(),
    feature_short_description: z.string(),
    feature_specification: z.array(z.string()),
    feature_progress: z
      .number()
      .int()
      .openapi({ description: 'Percent of the linked tasks that are Approved or Completed' }),
    feature_sprint: z.string().nullable(),
    date_created: z.iso.datetime(),
  })
  .openapi('ProjectFeature');

export const FeaturesBodySchema = z.strictObject({ project_id: ProjectIdSchema });
export const FeaturesSchema = z.object({ features: z.array(FeatureSchema) }).openapi('ProjectFeatures');

type Issue = (message: string, field: string) => void;

/** The rules shared by adding and editing: trimmed name and specification required, lengths bounded. */
function checkFeature(
  fields: { name: string; description: string; specification: string; sprint: string },
  issue: Issue,
) {
  const name = fields.name.trim();
  const specifications = specificationLines(fields.specification);
  if (name === '' || specifications.length === 0) {
    issue(featureMessages.required, name === '' ? 'feature_name' : 'feature_specification');
    return;
  }
  if (name.length > FEATURE_LIMITS.name) issue(featureMessages.nameTooLong, 'feature_name');
  if (specifications.length > FEATURE_LIMITS.specifications) {
    issue(featureMessages.tooManySpecifications, 'feature_specification');
  }
  if (
    fields.description.trim().length > FEATURE_LIMITS.text ||
    specifications.some((line) => line.length > FEATURE_LIMITS.text)
  ) {
    issue(featureMessages.textTooLong, 'feature_specification');
  }
  if (fields.sprint.trim().length > FEATURE_LIMITS.sprint)
    issue(featureMessages.sprintTooLong, 'feature_sprint');
}

const issuesOf =
  (ctx: z.RefinementCtx): Issue =>
  (message, field) =>
    ctx.addIssue({ code: 'custom', path: [field], message });

export const AddFeatureBodySchema = z
  .strictObject({
    project_id: ProjectIdSchema,
    feature_name: text.openapi({ example: 'Order tracking' }),
    feature_specification: text.openapi({
      description: 'One specification a line',
      example: "Customers see each order's status",
    }),
    feature_description: text
      .optional()
      .openapi({ description: 'Short description; the first specification when absent' }),
  })
  .superRefine((body, ctx) =>
    checkFeature(
      {
        name: body.feature_name,
        description: body.feature_description ?? '',
        specification: body.feature_specification,
        sprint: '',
      },
      issuesOf(ctx),
    ),
  )
  .openapi('AddFeatureBody');

export const FeatureAddedSchema = z
  .object({ message: z.string(), feature: FeatureSchema, error: z.null() })
  .openapi('FeatureAdded');

export const FeatureParamsSchema = z.object({
  feature_id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'feature_id', in: 'path' } }),
});

export const EditFeatureBodySchema = z
  .strictObject({
    feature_name: text,
    feature_description: text,
    feature_specification: text.openapi({ description: 'One specification a line' }),
    feature_sprint: text.openapi({ description: "Empty for 'Sprint Not Assigned'" }),
  })
  .superRefine((body, ctx) =>
    checkFeature(
      {
        name: body.feature_name,
        description: body.feature_description,
        specification: body.feature_specification,
        sprint: body.feature_sprint,
      },
      issuesOf(ctx),
    ),
  )
  .openapi('EditFeatureBody');

export const FeatureSavedSchema = z
  .object({ message: z.string(), feature: FeatureSchema })
  .openapi('FeatureSaved');
export const FeatureDeletedSchema = z.object({ message: z.string() }).openapi('FeatureDeleted');

/** A checked new feature's stored fields. */
export function newFeatureFields(body: z.infer<typeof AddFeatureBodySchema>): FeatureFields {
  const specifications = specificationLines(body.feature_specification);
  const description = (body.feature_description ?? '').trim();
  return {
    name: body.feature_name.trim(),
    shortDescription: description || (specifications[0] ?? ''),
    specifications,
    sprint: null,
  };
}

/** A checked edit's stored fields; an empty sprint is none. */
export function editedFeatureFields(body: z.infer<typeof EditFeatureBodySchema>): FeatureFields {
  const sprint = body.feature_sprint.trim();
  return {
    name: body.feature_name.trim(),
    shortDescription: body.feature_description.trim(),
    specifications: specificationLines(body.feature_specification),
    sprint: sprint === '' ? null : sprint,
  };
}
