import { z } from '@hono/zod-openapi';

/**
 * The spec checks a form field by field and tells only the first rule broken, in its own words (validation rules).
 * A schema's refinement records that rule with `fail(field, message)`; `status: 400` marks the honeypot (a
 * bot gets a plain Bad Request), every other rule answers 422 through the one error handler. It returns
 * `z.NEVER`, so a transform can `return fail(...)` as a refinement does.
 */
export type RuleFailure = (field: string, message: string, status?: 400) => never;

export function ruleFailure(ctx: z.RefinementCtx): RuleFailure {
  return (field, message, status) => {
    ctx.addIssue({ code: 'custom', path: [field], message, ...(status ? { params: { status } } : {}) });
    return z.NEVER;
  };
}
