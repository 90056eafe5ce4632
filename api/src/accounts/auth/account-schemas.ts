import { z } from '@hono/zod-openapi';
import { EMAIL_PATTERN, FORM_MESSAGES, passwordProblem } from '@platform/contract';
import { isBlank } from '../../platform/forms/field-rules.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import type { RuleFailure } from '../../platform/forms/rule-failure.js';

/*
 * Bodies of the e-mail code and password reset calls. As for login, fields are loosely typed and the
 * checks run in order with the texts the pages show (the spec's validation rules), instead of zod's own wording.
 */

/** An e-mail field: blank gives `missing`, a bad shape the spec's text. */
function checkEmail(value: string | undefined, missing: string, fail: RuleFailure): boolean {
  if (isBlank(value)) fail('email', missing);
  else if (!EMAIL_PATTERN.test(value?.trim() ?? '')) fail('email', FORM_MESSAGES.invalidEmail);
  else return true;
  return false;
}

const normalEmail = (value: string | undefined) => value?.trim().toLowerCase() ?? '';

const email = z.string().optional().openapi({ example: 'ada@example.com' });
const token = z.string().optional().openapi({ description: 'The token from the reset link' });

export const VerifyOtpBodySchema = z
  .strictObject({ email, otp: z.string().optional().openapi({ example: '123456' }) })
  .superRefine((body, ctx) => {
    const fail = ruleFailure(ctx);
    if (!checkEmail(body.email, 'Email is missing.', fail)) return;
    if (!/^\d{6}$/.test(body.otp?.trim() ?? '')) fail('otp', 'Please enter the 6-digit code.');
  })
  .transform((body) => ({ email: normalEmail(body.email), code: body.otp?.trim() ?? '' }))
  .openapi('VerifyOtpRequest', { required: ['email', 'otp'] });

export const ResendOtpBodySchema = z
  .strictObject({ email })
  .superRefine((body, ctx) => void checkEmail(body.email, 'Email is missing.', ruleFailure(ctx)))
  .transform((body) => ({ email: normalEmail(body.email) }))
  .openapi('ResendOtpRequest', { required: ['email'] });

export const ResetRequestBodySchema = z
  .strictObject({ email })
  .superRefine((body, ctx) => void checkEmail(body.email, 'Email is required.', ruleFailure(ctx)))
  .transform((body) => ({ email: normalEmail(body.email) }))
  .openapi('PasswordResetRequest', { required: ['email'] });

const missingToken = (value: string | undefined, fail: RuleFailure) => {
  if (isBlank(value)) fail('token', 'Invalid reset link.');
  return !isBlank(value);
};

export const VerifyResetTokenBodySchema = z
  .strictObject({ token })
  .superRefine((body, ctx) => void missingToken(body.token, ruleFailure(ctx)))
  .transform((body) => ({ token: body.token?.trim() ?? '' }))
  .openapi('VerifyResetTokenRequest', { required: ['token'] });

export const ResetPasswordBodySchema = z
  .strictObject({ token, password: z.string().optional().openapi({ example: 'New-pass-2026!' }) })
  .superRefine((body, ctx) => {
    const fail = ruleFailure(ctx);
    if (!missingToken(body.token, fail)) return;
    if (isBlank(body.password)) return fail('password', 'Password is required.');
    const weak = passwordProblem(body.password?.trim() ?? '');
    if (weak) fail('password', weak);
  })
  .transform((body) => ({ token: body.token?.trim() ?? '', password: body.password?.trim() ?? '' }))
  .openapi('ResetPasswordRequest', { required: ['token', 'password'] });
