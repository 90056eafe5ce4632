import { z } from '@hono/zod-openapi';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN, FORM_MESSAGES, MIN_ACCOUNT_SCREEN_WIDTH } from '@platform/contract';
import { isBlank } from '../../platform/forms/field-rules.js';
import { caughtByHoneypot, honeyPot } from '../../platform/forms/honeypot.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';

/** Narrower screens may neither log in nor create an account (the spec's constants and limits). */

/** A screen width that is no number, or none of the types the field takes. */
export const SCREEN_WIDTH_MESSAGE = 'Screen width must be a number of pixels.';

/** `screen_width` as the front end sends it (a number, or digits in a string); null when it is neither. */
export function parseWidth(value: number | string | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return value !== undefined && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : null;
}

/**
 * `POST /api/login/` body. The fields are loosely typed on purpose: the spec's checks run in its order
 * (screen width, honeypot, required fields, e-mail shape) and each answers with the spec's exact text,
 * which per-field zod types would pre-empt. Unknown fields are refused.
 */
export const LoginBodySchema = z
  .strictObject({
    email: z.string().optional().openapi({ example: 'demo@example.com' }),
    pwd: z.string().optional().openapi({ example: 'Demo-pass-2026!' }),
    screen_width: z
      .union([z.number(), z.string()], { error: SCREEN_WIDTH_MESSAGE })
      .optional()
      .openapi({
        example: 1440,
        description: `Viewport width in px; under ${MIN_ACCOUNT_SCREEN_WIDTH} is refused`,
      }),
    honeyPot,
    otp: z.string().optional().openapi({
      description: 'The e-mailed code, when the answer asked for it (an account with many failed sign-ins)',
    }),
  })
  .superRefine((body, ctx) => {
    const fail = ruleFailure(ctx);
    const width = parseWidth(body.screen_width);
    if (width !== null && width < MIN_ACCOUNT_SCREEN_WIDTH) {
      return fail('screen_width', ACCOUNT_MESSAGES.loginNarrowScreen);
    }
    if (caughtByHoneypot(fail, body.honeyPot)) return;
    const missing = (['email', 'pwd', 'screen_width'] as const).find((field) => isBlank(body[field]));
    if (missing) return fail(missing, FORM_MESSAGES.allRequired);
    if (width === null) return fail('screen_width', SCREEN_WIDTH_MESSAGE);
    if (!EMAIL_PATTERN.test(body.email?.trim() ?? '')) return fail('email', FORM_MESSAGES.invalidEmail);
  })
  .transform((body) => ({
    email: (body.email ?? '').trim().toLowerCase(),
    // Trimmed like every text value (the spec's validation rules), as the password was when it was set.
    password: (body.pwd ?? '').trim(),
    code: body.otp?.trim() || undefined,
  }))
  .openapi('LoginRequest', { required: ['email', 'pwd', 'screen_width'] });

export const LoginResponseSchema = z
  .object({
    message: z.literal('Login successful'),
    access_token: z.string(),
    navigate_to: z.enum(['/verify-email', '/create-profile', '/dashboard', '/staff']),
  })
  .openapi('LoginResponse');

/** The password was right and the account has two-factor sign-in on: the code is asked next. */
export const TwoFactorChallengeSchema = z
  .object({
    message: z.string(),
    two_factor_required: z.literal(true),
    challenge: z.string().openapi({ description: 'Sent back with the code; valid 10 minutes' }),
  })
  .openapi('TwoFactorChallenge');
