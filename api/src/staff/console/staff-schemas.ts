import { z } from '@hono/zod-openapi';
import { STAFF_MESSAGES, STAFF_ROLES } from '@platform/contract';
import { isBlank, maxEmailLength } from '../../platform/forms/field-rules.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';

/* Bodies and answers of the staff console's own calls (staff accounts, the audit log). */

const nameField = z.string().max(100, 'A name has at most 100 characters.').optional();

export const StaffRoleSchema = z.enum(STAFF_ROLES).openapi('StaffRole');

export const StaffMeSchema = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: StaffRoleSchema,
    two_factor_enabled: z
      .boolean()
      .openapi({ description: 'False: every other staff call answers 403 until it is turned on' }),
  })
  .openapi('StaffMe');

export const StaffMemberSchema = z
  .object({
    id: z.uuid().openapi({ description: 'The staff member’s user id' }),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: StaffRoleSchema,
    active: z.boolean(),
    two_factor_enabled: z.boolean(),
    added_at: z.iso.datetime(),
    added_by: z
      .string()
      .nullable()
      .openapi({ description: 'The Admin who added them; null: the command line' }),
    last_active_at: z.iso.datetime().nullable(),
  })
  .openapi('StaffMember');

export const StaffListSchema = z.object({ staff: z.array(StaffMemberSchema) }).openapi('StaffList');

export const StaffSavedSchema = z
  .object({ message: z.string(), staff_member: StaffMemberSchema })
  .openapi('StaffSaved');

export const NewStaffBodySchema = z
  .strictObject({
    email: z.string().max(maxEmailLength, 'Enter a valid e-mail address.').optional(),
    role: z.string().max(40).optional(),
    first_name: nameField,
    last_name: nameField,
  })
  .superRefine((body, ctx) => {
    const fail = ruleFailure(ctx);
    if (isBlank(body.email)) fail('email', STAFF_MESSAGES.emailNeeded);
    else if (isBlank(body.role)) fail('role', STAFF_MESSAGES.roleInvalid);
  })
  .transform((body) => ({
    email: body.email ?? '',
    role: body.role?.trim() ?? '',
    firstName: body.first_name,
    lastName: body.last_name,
  }))
  .openapi('NewStaffRequest', { required: ['email', 'role'] });

export const StaffChangeBodySchema = z
  .strictObject({ role: z.string().max(40).optional(), active: z.boolean().optional() })
  .superRefine((body, ctx) => {
    if (body.role === undefined && body.active === undefined) {
      ruleFailure(ctx)('role', 'Say what to change: the role or whether the member is active.');
    }
  })
  .openapi('StaffChangeRequest');

export const StaffParamsSchema = z.object({ staff_id: z.uuid() });

const AuditEntrySchema = z
  .object({
    id: z.string().openapi({ description: 'Increasing: a later entry has a larger id' }),
    at: z.iso.datetime(),
    actor_id: z.uuid().nullable(),
    actor_name: z.string().openapi({ example: 'Ada Okafor (Admin)' }),
    action: z.string().openapi({ example: 'staff.added' }),
    subject_type: z.string(),
    subject_id: z.string(),
    summary: z.string().openapi({ example: 'Added tolu@buildbay.ng as Operations' }),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .openapi('AuditEntry');

export const AuditLogSchema = z
  .object({
    entries: z.array(AuditEntrySchema).openapi({ description: 'Newest first' }),
    next_before: z.string().nullable().openapi({ description: 'Pass as `before` for the next page' }),
    actions: z.array(z.string()).openapi({ description: 'Every action the log holds, for the filter' }),
  })
  .openapi('AuditLog');

export const AuditLogQuerySchema = z.object({
  q: z.string().max(200).optional(),
  action: z.string().max(80).optional(),
  subject: z
    .string()
    .max(80)
    .optional()
    .openapi({ description: 'Only the entries about this thing (its id)' }),
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'before is the id of an entry.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
