import { z } from '@hono/zod-openapi';
import {
  EMAIL_PATTERN,
  everyArea,
  PERMISSION_AREAS,
  PERMISSION_LEVELS,
  TEAM_ACCESS,
  TEAM_ROLES,
} from '@platform/contract';
import { isBlank, maxEmailLength } from '../../platform/forms/field-rules.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import type { AreaLevels, PermissionLevel, TeamAccessChoice, TeamRole } from '@platform/contract';
import { INVITE_MESSAGES } from './team-roles.js';

const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (choices as readonly string[]).includes(value.trim());

const levelField = z.string().optional().openapi({
  example: 'View',
  description: 'View, Edit, Review, Approve or Full Access (Custom Permissions)',
});

export const PermissionFieldsSchema = z.object(
  Object.fromEntries(PERMISSION_AREAS.map((area) => [area, levelField])) as Record<
    (typeof PERMISSION_AREAS)[number],
    typeof levelField
  >,
);

/**
 * `POST /api/add-team-member/`: the invite payload of the spec's workspace entities, checked in the order of its validation rules with
 * its texts. Fields are loosely typed so that a missing or blank one gets the spec's message.
 */
export const InviteBodySchema = z
  .strictObject({
    email: z.string().optional().openapi({ example: 'tunde@example.com' }),
    role: z
      .string()
      .optional()
      .openapi({ example: 'Editor', description: TEAM_ROLES.join(', ') }),
    access: z
      .string()
      .optional()
      .openapi({ example: 'Custom Permissions', description: TEAM_ACCESS.join(', ') }),
    projectId: z.string().optional().openapi({ example: '6f1c2a4e-8d0b-4b1e-9a53-2f0c9e7d1a10' }),
    ...PermissionFieldsSchema.shape,
  })
  .superRefine((body, ctx) => {
    const fail = ruleFailure(ctx);
    const missing = (['email', 'role', 'access'] as const).find((field) => isBlank(body[field]));
    if (missing) return fail(missing, INVITE_MESSAGES.required);
    const email = body.email?.trim() ?? '';
    if (!EMAIL_PATTERN.test(email) || email.length > maxEmailLength) {
      return fail('email', INVITE_MESSAGES.invalidEmail);
    }
    if (isBlank(body.projectId)) return fail('projectId', INVITE_MESSAGES.projectMissing);
    if (!isOneOf(TEAM_ROLES, body.role)) return fail('role', `Role must be one of ${TEAM_ROLES.join(', ')}.`);
    if (!isOneOf(TEAM_ACCESS, body.access)) {
      return fail('access', 'Access must be Full Access or Custom Permissions.');
    }
    if (body.access.trim() !== 'Custom Permissions') return;
    const unfilled = PERMISSION_AREAS.find((area) => isBlank(body[area]));
    if (unfilled) return fail(unfilled, INVITE_MESSAGES.customIncomplete);
    const unknown = PERMISSION_AREAS.find((area) => !isOneOf(PERMISSION_LEVELS, body[area]));
    if (unknown) return fail(unknown, `Permission levels are ${PERMISSION_LEVELS.join(', ')}.`);
  })
  .openapi('TeamMemberInvite');

export type InviteBody = z.infer<typeof InviteBodySchema>;

/** An invite that passed the schema, normalised. */
export interface Invite {
  email: string;
  role: TeamRole;
  access: TeamAccessChoice;
  projectId: string;
  /** Full Access in every area for a Full Access invite; the five chosen levels otherwise. */
  levels: AreaLevels;
}

/** Levels as sent for Custom Permissions, Full Access everywhere otherwise; the schema checked them. */
export function permissionsOf(access: TeamAccessChoice, fields: Partial<Record<string, string>>): AreaLevels {
  if (access === 'Full Access') return everyArea('Full Access');
  return Object.fromEntries(
    PERMISSION_AREAS.map((area) => [area, (fields[area]?.trim() ?? 'View') as PermissionLevel]),
  ) as AreaLevels;
}

export function readInvite(body: InviteBody): Invite {
  const access = (body.access?.trim() ?? 'Full Access') as TeamAccessChoice;
  return {
    email: (body.email ?? '').trim().toLowerCase(),
    role: (body.role?.trim() ?? 'Viewer') as TeamRole,
    access,
    projectId: (body.projectId ?? '').trim(),
    levels: permissionsOf(access, body),
  };
}
