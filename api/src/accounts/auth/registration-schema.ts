import { z } from '@hono/zod-openapi';
import {
  ACCOUNT_MESSAGES,
  EMAIL_PATTERN,
  FORM_MESSAGES,
  MIN_ACCOUNT_SCREEN_WIDTH,
  passwordProblem,
} from '@platform/contract';
import { isBlank, maxEmailLength } from '../../platform/forms/field-rules.js';
import { caughtByHoneypot, honeyPot } from '../../platform/forms/honeypot.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import { parseWidth, SCREEN_WIDTH_MESSAGE } from './login-schema.js';

const maxNameLength = 100;

/** The terms box as forms send it: a boolean, or a checkbox's string value. */
const agreed = (value: boolean | string | undefined) =>
  value === true || (typeof value === 'string' && ['true', 'on', 'yes', '1'].includes(value.trim()));

/**
 * `POST /api/create-account/` body. Loosely typed fields, checked in the spec's order (validation rules
 * "Register") with its exact texts, then the password rule and the sizes the database keeps.
 * `apply_as` is the other reading of the spec: only the business account exists, so it may be left
 * out or say "business".
 */
export const RegisterBodySchema = z
  .strictObject({
    fname: z.string().optional().openapi({ example: 'Ada' }),
    lname: z.string().optional().openapi({ example: 'Okafor' }),
    email: z.string().optional().openapi({ example: 'ada@example.com' }),
    pwd: z.string().optional().openapi({ example: 'Strong-pass-1!' }),
    confirmPwd: z.string().optional().openapi({ example: 'Strong-pass-1!' }),
    tos: z
      .union([z.boolean(), z.string()], { error: ACCOUNT_MESSAGES.termsRequired })
      .optional()
      .openapi({ example: true }),
    screen_width: z
      .union([z.number(), z.string()], { error: SCREEN_WIDTH_MESSAGE })
      .optional()
      .openapi({
        example: 1440,
        description: `Viewport width in px; under ${MIN_ACCOUNT_SCREEN_WIDTH} is refused`,
      }),
    honeyPot,
    apply_as: z.string().optional().openapi({ example: 'business', description: 'Only "business" for now' }),
    invite: z.string().max(200).optional().openapi({
      description:
        'The token of the invitation link followed to sign up: when the invitation was sent to this address, the address needs no code and the project is joined at once',
    }),
  })
  .superRefine((body, ctx) => {
    const fail = ruleFailure(ctx);
    const width = parseWidth(body.screen_width);
    if (width !== null && width < MIN_ACCOUNT_SCREEN_WIDTH) {
      return fail('screen_width', ACCOUNT_MESSAGES.registerNarrowScreen);
    }
    if (caughtByHoneypot(fail, body.honeyPot)) return;
    const required = ['fname', 'lname', 'email', 'pwd', 'confirmPwd', 'screen_width'] as const;
    const missing = required.find((field) => isBlank(body[field]));
    if (missing) return fail(missing, FORM_MESSAGES.allRequired);
    const password = body.pwd?.trim() ?? '';
    if (password !== body.confirmPwd?.trim()) return fail('confirmPwd', ACCOUNT_MESSAGES.passwordsDiffer);
    if (!agreed(body.tos)) return fail('tos', ACCOUNT_MESSAGES.termsRequired);
    if (width === null) return fail('screen_width', SCREEN_WIDTH_MESSAGE);
    const email = body.email?.trim() ?? '';
    if (!EMAIL_PATTERN.test(email) || email.length > maxEmailLength) {
      return fail('email', FORM_MESSAGES.invalidEmail);
    }
    const weak = passwordProblem(password);
    if (weak) return fail('pwd', weak);
    for (const field of ['fname', 'lname'] as const) {
      if ((body[field]?.trim().length ?? 0) > maxNameLength) {
        return fail(field, `First and last name must be at most ${maxNameLength} characters long.`);
      }
    }
    if (!isBlank(body.apply_as) && body.apply_as?.trim().toLowerCase() !== 'business') {
      return fail('apply_as', 'Only business accounts can be created for now.');
    }
  })
  .transform((body) => ({
    firstName: body.fname?.trim() ?? '',
    lastName: body.lname?.trim() ?? '',
    email: body.email?.trim().toLowerCase() ?? '',
    password: body.pwd?.trim() ?? '',
    invite: body.invite?.trim() || null,
  }))
  .openapi('RegisterRequest', {
    required: ['fname', 'lname', 'email', 'pwd', 'confirmPwd', 'tos', 'screen_width'],
  });
