import { z } from '@hono/zod-openapi';
import type { ProjectType } from '@platform/prisma';
import { ruleFailure } from '../forms/rule-failure.js';
import { projectTypeLabels } from './project-types.js';
import type { ProjectTypeLabel } from './project-types.js';

/* The Edit Project dialog's rules (mf-workspace/src/workspace/edit-project-rules.ts checks the same). */

export const projectNameMax = 100;
export const projectGoalMax = 500;

export const editMessages = {
  nameRequired: 'Project name is required.',
  nameTooLong: `Project name must be at most ${projectNameMax} characters.`,
  typeRequired: 'Choose the project type.',
  goalTooLong: `Goal must be at most ${projectGoalMax} characters.`,
} as const;

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
    if (name === '') fail('name', editMessages.nameRequired);
    else if (name.length > projectNameMax) fail('name', editMessages.nameTooLong);
    if (!typeByLabel.has(body.type)) fail('type', editMessages.typeRequired);
    if ((body.goal ?? '').trim().length > projectGoalMax) fail('goal', editMessages.goalTooLong);
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
