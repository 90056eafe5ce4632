import { z } from '@hono/zod-openapi';
import { PROJECT_EDIT_MESSAGES, PROJECT_LIMITS } from '@platform/contract';
import type { ProjectType } from '@platform/prisma';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import { projectTypeLabels } from './project-types.js';
import type { ProjectTypeLabel } from './project-types.js';

/* The Edit Project dialog's rules: @platform/contract's, which the dialog checks before sending. */

const typeByLabel = new Map(
  Object.entries(projectTypeLabels).map(([type, label]) => [label as string, type as ProjectType]),
);

export const EditProjectBodySchema = z
  .strictObject({
    name: z.string().max(10_000).openapi({ example: 'Bakery Rebrand' }),
    type: z
      .string()
      .max(100)
      .openapi({ example: 'Design project', description: Object.values(projectTypeLabels).join(', ') }),
    goal: z.string().max(10_000).optional().openapi({ example: 'Look more premium' }),
  })
  .superRefine((body, ctx) => {
    const fail = ruleFailure(ctx);
    const name = body.name.trim();
    if (name === '') fail('name', PROJECT_EDIT_MESSAGES.nameRequired);
    else if (name.length > PROJECT_LIMITS.name) fail('name', PROJECT_EDIT_MESSAGES.nameTooLong);
    if (!typeByLabel.has(body.type)) fail('type', PROJECT_EDIT_MESSAGES.typeRequired);
    if ((body.goal ?? '').trim().length > PROJECT_LIMITS.goal)
      fail('goal', PROJECT_EDIT_MESSAGES.goalTooLong);
  })
  .openapi('EditProjectBody');

export type EditProjectBody = z.infer<typeof EditProjectBodySchema>;

/** The stored columns of a checked edit; an empty goal clears it. */
export function projectEdit(body: EditProjectBody) {
  const goal = (body.goal ?? '').trim();
  return {
    name: body.name.trim(),
    type: typeByLabel.get(body.type as ProjectTypeLabel) ?? null,
    goal: goal === '' ? null : goal,
  };
}
