import { z } from '@hono/zod-openapi';
import { EMAIL_PATTERN, FORM_MESSAGES } from '@platform/contract';
import { isBlank, maxEmailLength } from '../../platform/forms/field-rules.js';
import { caughtByHoneypot } from '../../platform/forms/honeypot.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';

/*
 * The rules the site's public forms share (the spec's validation rules). Bodies are loosely typed on purpose: the
 * checks run in the spec's order and each answers with the spec's exact text, which per-field zod types
 * would pre-empt.
 */

/** A text field as the form sends it; the rules decide what is missing or wrong. */
export const formText = (example: string, description?: string) =>
  z
    .string()
    .optional()
    .openapi({ example, ...(description ? { description } : {}) });

export type Trimmed<T> = { [K in keyof T]-?: string };

/** Every field trimmed (the spec's validation rules: "All text values are trimmed before checks"), absent ones as ''. */
export function trimAll<T extends Record<string, string | undefined>>(body: T): Trimmed<T> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, value?.trim() ?? '']),
  ) as Trimmed<T>;
}

export interface CommonRuleMessages {
  required: string;
  email: string;
}

/**
 * The checks every public form starts with, in the spec's order: honeypot, required fields, e-mail
 * shape. Records the first failure and answers whether all passed.
 */
export function passesCommonRules(
  ctx: z.RefinementCtx,
  body: { honeyPot?: string | undefined; email?: string | undefined },
  required: readonly string[],
  messages: CommonRuleMessages = { required: FORM_MESSAGES.allRequired, email: FORM_MESSAGES.invalidEmail },
): boolean {
  if (caughtByHoneypot(ruleFailure(ctx), body.honeyPot)) return false;
  const values: Record<string, unknown> = body;
  const missing = required.find((field) => isBlank(values[field]));
  if (missing) {
    ruleFailure(ctx)(missing, messages.required);
    return false;
  }
  if (!EMAIL_PATTERN.test(body.email?.trim() ?? '')) {
    ruleFailure(ctx)('email', messages.email);
    return false;
  }
  return true;
}

/** Longest accepted values, so one visitor cannot fill the database with a single form. */
export const maxLengths = {
  fullname: 120,
  email: maxEmailLength,
  companyName: 160,
  company: 160,
  projectDesc: 5000,
} as const;

type LimitedField = keyof typeof maxLengths;

/** Checks the limited fields present in `values`; records the first one that is too long. */
export function passesLengthLimits(
  ctx: z.RefinementCtx,
  values: Partial<Record<LimitedField, string>>,
): boolean {
  const field = (Object.keys(values) as LimitedField[]).find(
    (key) => (values[key]?.length ?? 0) > maxLengths[key],
  );
  if (!field) return true;
  ruleFailure(ctx)(field, `${field} is too long (${maxLengths[field]} characters at most).`);
  return false;
}
