import { z } from '@hono/zod-openapi';
import { FORM_MESSAGES } from '@platform/contract';
import { isBlank } from './field-rules.js';
import type { RuleFailure } from './rule-failure.js';

/** The hidden field every form carries (shared-ui's `HoneypotField`, `name="honeyPot"`); people leave it empty. */
export const honeyPot = z
  .string()
  .optional()
  .openapi({ description: 'Hidden field that people leave empty' });

/**
 * A filled honeypot is a bot: it gets a plain 400 "Bad Request." and no hint of the form's rules, so it is
 * the first check of every form. Records that and answers whether it caught one.
 */
export function caughtByHoneypot(fail: RuleFailure, value: string | undefined): boolean {
  if (isBlank(value)) return false;
  fail('honeyPot', FORM_MESSAGES.botSuspected, 400);
  return true;
}
