import { z } from '@hono/zod-openapi';
import { isBlank, maxEmailLength } from '../../platform/forms/field-rules.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import { PERMISSION_AREAS, PERMISSION_LEVELS, TEAM_ACCESS, TEAM_ROLES } from '@platform/contract';
import { PermissionFieldsSchema } from './invite-schema.js';
import { INVITE_MESSAGES } from './team-roles.js';
import { minSearchLength } from './user-search.js';

export const maxResponsibilitiesLength = 2000;

export const AddedSchema = z
  .object({
    message: z.string().openapi({ example: 'Team member added successfully!' }),
    redirect_url: z.string().openapi({
      example:
        '/project/workspace/6f1c2a4e-8d0b-4b1e-9a53-2f0c9e7d1a10/bakery/team-member-added-successfully?role=Editor',
    }),
  })
  .openapi('TeamMemberAdded');

export const UserSearchQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .max(maxEmailLength)
    .refine(
      (query) => query.length >= minSearchLength,
      `Type at least ${minSearchLength} characters to search.`,
    )
    .openapi({ example: 'ada' }),
});

export const UserSearchSchema = z
  .object({
    users: z.array(
      z.object({ id: z.uuid(), name: z.string(), email: z.string(), img: z.string().nullable() }),
    ),
  })
  .openapi('UserSearch');

export const TeamSearchQuerySchema = z.object({
  project_id: z.string().openapi({ example: '6f1c2a4e-8d0b-4b1e-9a53-2f0c9e7d1a10' }),
  query: z
    .string()
    .trim()
    .max(maxEmailLength)
    .default('')
    .openapi({ description: 'Empty lists the whole team' }),
});

export const TeamSearchSchema = z
  .object({
    users: z.array(
      z.object({ id: z.uuid(), name: z.string(), role: z.string(), img: z.string().nullable() }),
    ),
  })
  .openapi('ProjectTeamSearch');

export const ProjectParamsSchema = z.object({ project_id: z.string() });
export const MemberParamsSchema = z.object({ project_id: z.string(), member_id: z.uuid() });
export const InvitationParamsSchema = z.object({ project_id: z.string(), invitation_id: z.uuid() });

export const LevelsSchema = z
  .object(
    Object.fromEntries(PERMISSION_AREAS.map((area) => [area, z.enum(PERMISSION_LEVELS)])) as Record<
      (typeof PERMISSION_AREAS)[number],
      z.ZodEnum<{ [L in (typeof PERMISSION_LEVELS)[number]]: L }>
    >,
  )
  .openapi('PermissionLevels');

export const TeamRowSchema = z
  .object({
    id: z.uuid().openapi({ description: "The user's id; the invitation's id for Invited rows" }),
    kind: z.enum(['owner', 'member', 'invitation']),
    name: z.string(),
    email: z.string(),
    img: z.string().nullable(),
    role: z.string(),
    access: z.enum(TEAM_ACCESS),
    permissions: LevelsSchema,
    source: z.enum(['Client', 'Invited', 'Platform team']),
    status: z.enum(['Active', 'Invited', 'Removed']),
    start_date: z.iso.datetime(),
    last_active: z.iso.datetime().nullable(),
    invitation_expires_at: z.iso.datetime().nullable(),
    current_focus: z.string().nullable().openapi({ description: 'Their task In Progress, if any' }),
    tasks: z.object({ assigned: z.int(), open: z.int() }),
  })
  .openapi('TeamRow');

const PlacedTalentSchema = z
  .object({
    talent_id: z.uuid(),
    user_id: z.uuid().nullable(),
    name: z.string(),
    role: z.string().openapi({ example: 'UI/UX Designer' }),
    start_date: z.iso.datetime(),
    weekly_rate_kobo: z.int().nullable().openapi({ description: 'Only for those who may pay the team' }),
    rate: z.string().nullable().openapi({ example: '₦380,000 / week' }),
    status: z.enum(['Placed', 'Joined']),
  })
  .openapi('PlacedTalent');

export const TeamOverviewSchema = z
  .object({
    totals: z.object({ members: z.int(), active: z.int(), invited: z.int() }),
    project_lead: z.object({ id: z.uuid(), name: z.string(), role: z.string(), img: z.string().nullable() }),
    current_focus: z
      .string()
      .nullable()
      .openapi({ description: 'The task In Progress that most of the team works on' }),
    members: z.array(TeamRowSchema),
    placed_team: z.array(PlacedTalentSchema).openapi({
      description: 'The talent the platform placed once the first payment arrived; empty before',
    }),
  })
  .openapi('TeamOverview');

export const MemberProfileSchema = TeamRowSchema.extend({
  managed_by: z.string().nullable().openapi({ description: 'Who brought them in; null for the owner' }),
  responsibilities: z.string(),
  active_tasks: z.array(z.object({ id: z.uuid(), name: z.string(), status: z.string() })),
  linked_resources: z
    .array(z.object({ id: z.uuid(), name: z.string(), kind: z.enum(['File', 'Link', 'Media']) }))
    .openapi({ description: 'Files, links and media they own that the caller may see' }),
}).openapi('TeamMemberProfile');

/** Role and access need Full Access in Team Management; responsibilities need Edit. */
export const MemberChangeSchema = z
  .strictObject({
    role: z.enum(TEAM_ROLES).optional(),
    access: z.enum(TEAM_ACCESS).optional(),
    ...PermissionFieldsSchema.shape,
    responsibilities: z
      .string()
      .trim()
      .max(
        maxResponsibilitiesLength,
        `Responsibilities must be at most ${maxResponsibilitiesLength} characters.`,
      )
      .optional(),
  })
  .superRefine((body, ctx) => {
    const fail = ruleFailure(ctx);
    if (body.role === undefined && body.access === undefined && body.responsibilities === undefined) {
      return fail('body', 'Nothing to change: send role, access or responsibilities.');
    }
    if (body.access !== 'Custom Permissions') return;
    const unfilled = PERMISSION_AREAS.find((area) => isBlank(body[area]));
    if (unfilled) return fail(unfilled, INVITE_MESSAGES.customIncomplete);
    const unknown = PERMISSION_AREAS.find(
      (area) => !(PERMISSION_LEVELS as readonly string[]).includes(body[area]?.trim() ?? ''),
    );
    if (unknown) return fail(unknown, `Permission levels are ${PERMISSION_LEVELS.join(', ')}.`);
  })
  .openapi('TeamMemberChange');

export const AcceptInvitationBodySchema = z
  .strictObject({ token: z.string().trim().min(1, 'The invitation token is missing.').max(200) })
  .openapi('AcceptInvitation');

export const AcceptedSchema = z
  .object({ message: z.string(), project_id: z.uuid(), redirect_url: z.string() })
  .openapi('InvitationAccepted');

export const SeatCostSchema = z
  .object({
    plan: z.string().openapi({ example: 'startup' }),
    seats_included: z.int().openapi({ example: 5 }),
    seats_occupied: z.int().openapi({ example: 4 }),
    seats_available: z.int().openapi({ example: 1 }),
    seat_price_monthly_kobo: z.int().openapi({ example: 2000 }),
    seat_price_yearly_kobo: z.int().openapi({ example: 24000 }),
    next_billing_date: z.string().openapi({ example: '2026-12-23T00:00:00.000Z' }),
  })
  .openapi('SeatCost');
