import { isValidEmail, STAFF_MESSAGES, STAFF_ROLES } from '@platform/contract';
import type { StaffRoleName } from '@platform/contract';
import { issuePasswordLink } from '../../accounts/auth/password-reset.js';
import type { AppDeps } from '../../deps.js';
import {
  ConflictError,
  InvalidFieldError,
  NotFoundError,
  RefusedError,
} from '../../platform/errors/domain-errors.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { recordStaffAction } from './audit-log.js';
import type { AuditActor } from './audit-log.js';
import { roleName, storedRole } from './staff-roles.js';

type Deps = Pick<AppDeps, 'prisma' | 'mailer' | 'publicUrl' | 'now' | 'log'>;

/** A new staff member has three days to choose a password (a reset link works for an hour). */
const welcomeLinkLifetimeMs = 3 * 24 * 60 * 60 * 1000;

export interface NewStaff {
  email: string;
  role: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** The staff list's row of one member. */
const staffView = {
  userId: true,
  role: true,
  addedAt: true,
  deactivatedAt: true,
  addedBy: { select: { user: { select: { firstName: true, lastName: true } } } },
  user: { select: { firstName: true, lastName: true, email: true, totpEnabledAt: true, lastActiveAt: true } },
} as const;

type StaffRow = Awaited<ReturnType<typeof listStaff>>[number];

export function listStaff(deps: Pick<Deps, 'prisma'>) {
  return deps.prisma.staffMember.findMany({ select: staffView, orderBy: [{ addedAt: 'asc' }] });
}

export const staffAnswer = (row: StaffRow) => ({
  id: row.userId,
  first_name: row.user.firstName,
  last_name: row.user.lastName,
  email: row.user.email,
  role: roleName(row.role),
  active: row.deactivatedAt === null,
  two_factor_enabled: row.user.totpEnabledAt !== null,
  added_at: row.addedAt.toISOString(),
  added_by: row.addedBy ? `${row.addedBy.user.firstName} ${row.addedBy.user.lastName}`.trim() : null,
  last_active_at: row.user.lastActiveAt?.toISOString() ?? null,
});

const isRole = (role: string): role is StaffRoleName => (STAFF_ROLES as readonly string[]).includes(role);

/** "tolu.adeyemi@buildbay.ng" → Tolu Adeyemi: a name to greet them by until they set their own. */
function namesFromEmail(email: string): { firstName: string; lastName: string } {
  const words = (email.split('@')[0] ?? '').split(/[._-]+/).filter(Boolean);
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return { firstName: capital(words[0] ?? email), lastName: words.slice(1).map(capital).join(' ') };
}

function welcomeMail(to: string, firstName: string, role: StaffRoleName, link: string | null): MailMessage {
  return {
    to,
    subject: `You have been added to the Buildbay staff as ${role}`,
    text: [
      `Hello ${firstName},`,
      '',
      `You are now on the Buildbay staff as ${role}. The staff console is at the Staff page once you sign in.`,
      ...(link
        ? ['', 'Choose your password with this link. It works once, within the next three days:', link]
        : ['', 'Sign in with your usual password.']),
      '',
      'Staff accounts sign in with two factors: the console will ask you to turn on an authenticator app.',
    ].join('\n'),
  };
}

/**
 * Adds a staff member: a new account without a password (e-mailed a link to choose one) or an existing
 * account, which from then on must keep two-factor sign-in on. A deactivated member comes back with the
 * new role. Never by sign-up: only `npm run staff:add` and an Admin in the console call this.
 */
export async function addStaff(deps: Deps, input: NewStaff, actor: AuditActor): Promise<StaffRow> {
  const email = input.email.trim().toLowerCase();
  if (!email) throw new InvalidFieldError('email', STAFF_MESSAGES.emailNeeded);
  if (!isValidEmail(email)) throw new InvalidFieldError('email', 'Enter a valid e-mail address.');
  if (!isRole(input.role)) throw new InvalidFieldError('role', STAFF_MESSAGES.roleInvalid);
  const role = input.role;
  const guessed = namesFromEmail(email);
  const firstName = input.firstName?.trim() || guessed.firstName;
  const lastName = input.lastName?.trim() || guessed.lastName;
  const { prisma, now } = deps;

  const outcome = await prisma.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({
      where: { email },
      select: { id: true, firstName: true, passwordHash: true, closedAt: true, staffMember: true },
    });
    if (existing?.closedAt) throw new ConflictError('This account was closed: it cannot join the staff.');
    if (existing?.staffMember && !existing.staffMember.deactivatedAt) {
      throw new ConflictError(STAFF_MESSAGES.alreadyStaff);
    }
    const user =
      existing ??
      (await tx.user.create({
        data: { email, firstName, lastName, emailVerifiedAt: now() },
        select: { id: true, firstName: true, passwordHash: true, closedAt: true, staffMember: true },
      }));
    await tx.user.update({ where: { id: user.id }, data: { twoFactorRequired: true } });
    const before = existing?.staffMember
      ? { role: roleName(existing.staffMember.role), active: false }
      : null;
    await tx.staffMember.upsert({
      where: { userId: user.id },
      create: { userId: user.id, role: storedRole(role), addedById: actor.userId, addedAt: now() },
      update: { role: storedRole(role), deactivatedAt: null },
    });
    await recordStaffAction(tx, actor, {
      action: before ? 'staff.reactivated' : 'staff.added',
      subjectType: 'staff',
      subjectId: user.id,
      summary: `${before ? 'Reactivated' : 'Added'} ${email} as ${role}`,
      before,
      after: { email, role, active: true },
    });
    return { userId: user.id, firstName: user.firstName, needsPassword: user.passwordHash === null };
  });

  const link = outcome.needsPassword
    ? await issuePasswordLink(
        prisma,
        outcome.userId,
        new Date(now().getTime() + welcomeLinkLifetimeMs),
        deps.publicUrl,
      )
    : null;
  await deps.mailer
    .send(welcomeMail(email, outcome.firstName, role, link))
    .catch((error: unknown) =>
      deps.log(
        `Staff welcome to ${email} not sent: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  return prisma.staffMember.findUniqueOrThrow({ where: { userId: outcome.userId }, select: staffView });
}

export interface StaffChange {
  role?: string | undefined;
  active?: boolean | undefined;
}

/**
 * An Admin changes a member's role or (de)activates them. Nobody changes their own standing, and the last
 * active Admin stays one, so the console always has someone who can add staff.
 */
export async function changeStaff(
  deps: Deps,
  staffId: string,
  change: StaffChange,
  actor: AuditActor,
): Promise<{ row: StaffRow; message: string }> {
  if (change.role !== undefined && !isRole(change.role)) {
    throw new InvalidFieldError('role', STAFF_MESSAGES.roleInvalid);
  }
  if (staffId === actor.userId) throw new RefusedError(STAFF_MESSAGES.ownAccount);
  const { prisma, now } = deps;
  const message = await prisma.$transaction(async (tx) => {
    const member = await tx.staffMember.findUnique({
      where: { userId: staffId },
      select: { role: true, deactivatedAt: true, user: { select: { email: true } } },
    });
    if (!member) throw new NotFoundError(STAFF_MESSAGES.staffMemberMissing);
    const before = { role: roleName(member.role), active: member.deactivatedAt === null };
    const after = {
      role: (change.role as StaffRoleName | undefined) ?? before.role,
      active: change.active ?? before.active,
    };
    const losesAdmin = before.role === 'Admin' && before.active && (after.role !== 'Admin' || !after.active);
    if (losesAdmin) {
      // Taken FOR UPDATE, so two Admins demoting each other at once cannot both succeed.
      const admins = await tx.$queryRaw<{ user_id: string }[]>`
        SELECT "user_id" FROM "staff_members"
        WHERE "role" = 'ADMIN' AND "deactivated_at" IS NULL FOR UPDATE`;
      if (admins.length <= 1) throw new ConflictError(STAFF_MESSAGES.lastAdmin);
    }
    if (before.role === after.role && before.active === after.active) return STAFF_MESSAGES.roleChanged;
    await tx.staffMember.update({
      where: { userId: staffId },
      data: {
        role: storedRole(after.role),
        deactivatedAt: after.active ? null : (member.deactivatedAt ?? now()),
      },
    });
    const email = member.user.email;
    const [action, summary, text] =
      before.active !== after.active
        ? after.active
          ? (['staff.reactivated', `Reactivated ${email}`, STAFF_MESSAGES.reactivated] as const)
          : (['staff.deactivated', `Deactivated ${email}`, STAFF_MESSAGES.deactivated] as const)
        : ([
            'staff.role-changed',
            `Changed ${email} from ${before.role} to ${after.role}`,
            STAFF_MESSAGES.roleChanged,
          ] as const);
    await recordStaffAction(tx, actor, {
      action,
      subjectType: 'staff',
      subjectId: staffId,
      summary,
      before,
      after,
    });
    return text;
  });
  const row = await prisma.staffMember.findUniqueOrThrow({ where: { userId: staffId }, select: staffView });
  return { row, message };
}
