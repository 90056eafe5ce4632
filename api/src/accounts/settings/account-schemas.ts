import { z } from '@hono/zod-openapi';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN, FORM_MESSAGES, passwordProblem } from '@platform/contract';
import { isBlank, maxEmailLength } from '../../platform/forms/field-rules.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import { accountMessages } from './account-messages.js';
import { closeMessages } from './close-account.js';

/* Bodies and answers of the Settings calls. Fields are loosely typed and checked in order, as the account forms'. */

const secret = z.string().optional();

export const AccountSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    pending_email: z.string().nullable().openapi({ description: 'A new address waiting for its code' }),
    has_password: z.boolean(),
    google_linked: z.boolean(),
    business: z
      .object({
        business_name: z.string(),
        industry: z.string(),
        address: z.string(),
        number_of_team_members: z.number().int(),
        picture_url: z.string().nullable(),
      })
      .nullable(),
    two_factor: z.object({
      enabled: z.boolean(),
      required: z.boolean(),
      recovery_codes_left: z.number().int(),
    }),
    closing_blockers: z.array(z.string()).openapi({ description: 'Why the account cannot be closed yet' }),
  })
  .openapi('Account');

export const PasswordChangeBodySchema = z
  .strictObject({ current_password: secret, new_password: secret, confirm_password: secret })
  .superRefine((body, ctx) => {
    const fail = ruleFailure(ctx);
    const missing = (['current_password', 'new_password', 'confirm_password'] as const).find((field) =>
      isBlank(body[field]),
    );
    if (missing) return fail(missing, FORM_MESSAGES.allRequired);
    const problem = passwordProblem(body.new_password?.trim() ?? '');
    if (problem) return fail('new_password', problem);
    if (body.new_password?.trim() !== body.confirm_password?.trim()) {
      return fail('confirm_password', ACCOUNT_MESSAGES.passwordsDiffer);
    }
  })
  .transform((body) => ({
    currentPassword: body.current_password?.trim() ?? '',
    newPassword: body.new_password?.trim() ?? '',
  }))
  .openapi('PasswordChangeRequest', { required: ['current_password', 'new_password', 'confirm_password'] });

export const EmailChangeBodySchema = z
  .strictObject({
    new_email: z.string().optional().openapi({ example: 'ada@new.example' }),
    current_password: secret,
  })
  .superRefine((body, ctx) => {
    const fail = ruleFailure(ctx);
    const missing = (['new_email', 'current_password'] as const).find((field) => isBlank(body[field]));
    if (missing) return fail(missing, FORM_MESSAGES.allRequired);
    const email = body.new_email?.trim() ?? '';
    if (email.length > maxEmailLength || !EMAIL_PATTERN.test(email))
      return fail('new_email', FORM_MESSAGES.invalidEmail);
  })
  .transform((body) => ({
    newEmail: body.new_email?.trim().toLowerCase() ?? '',
    currentPassword: body.current_password?.trim() ?? '',
  }))
  .openapi('EmailChangeRequest', { required: ['new_email', 'current_password'] });

export const EmailCodeBodySchema = z
  .strictObject({ code: z.string().optional().openapi({ example: '123456' }) })
  .superRefine((body, ctx) => {
    if (!/^\d{6}$/.test(body.code?.trim() ?? '')) ruleFailure(ctx)('code', accountMessages.emailCodeNeeded);
  })
  .transform((body) => ({ code: body.code?.trim() ?? '' }))
  .openapi('EmailChangeCodeRequest', { required: ['code'] });

export const EmailChangedSchema = z
  .object({ message: z.string(), email: z.string() })
  .openapi('EmailChanged');

export const SessionListSchema = z
  .object({
    sessions: z.array(
      z.object({
        id: z.string(),
        device: z.string().openapi({ example: 'Chrome on Windows' }),
        ip_address: z.string().nullable(),
        signed_in_at: z.string(),
        last_seen_at: z.string(),
        current: z.boolean(),
      }),
    ),
  })
  .openapi('SessionList');

export const SessionParamsSchema = z.object({
  session_id: z.uuid({ error: accountMessages.sessionNotFound }),
});

export const SessionsEndedSchema = z
  .object({ message: z.string(), ended: z.number().int() })
  .openapi('SessionsEnded');

export const CloseAccountBodySchema = z
  .strictObject({
    current_password: secret.openapi({ description: 'Required when the account has a password' }),
    confirm: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.confirm !== true) ruleFailure(ctx)('confirm', closeMessages.confirm);
  })
  .transform((body) => ({
    currentPassword: body.current_password?.trim() ?? '',
    confirmed: body.confirm === true,
  }))
  .openapi('CloseAccountRequest', { required: ['confirm'] });

export const DataExportSchema = z
  .object({
    export: z
      .object({
        id: z.string(),
        status: z.enum(['PREPARING', 'READY', 'FAILED', 'EXPIRED']),
        size: z.number().int().nullable(),
        requested_at: z.string(),
        ready_at: z.string().nullable(),
        expires_at: z.string().nullable(),
      })
      .nullable(),
  })
  .openapi('DataExportStatus');

export const DataExportDownloadSchema = z.object({
  export_id: z.uuid({ error: 'This download link is not valid. Ask for your data again in Settings.' }),
});

export const DataExportTokenSchema = z.object({ token: z.string().max(100).optional() });
