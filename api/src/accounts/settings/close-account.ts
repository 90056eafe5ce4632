import type { AppDeps } from '../../deps.js';
import { ConflictError, InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { pictureStore } from '../profile/business-profile.js';
import { deleteProject, projectsKeptOnRecord } from '../../workspace/projects/project-delete.js';
import type { RequestLimits } from '../../platform/rate-limit/request-limits.js';
import { revokeAllSessions } from '../../platform/sessions/sessions.js';
import { checkCurrentPassword } from './password-change.js';

export const closeMessages = {
  confirm: 'Tick the box to confirm that you want to close your account.',
  closed: 'Your account is closed. We are sorry to see you go.',
} as const;

/** Why the account cannot be closed yet, with what to do first; empty when it can. */
export async function closingBlockers(
  { prisma }: Pick<AppDeps, 'prisma'>,
  userId: string,
): Promise<string[]> {
  const [owned, unpaid] = await Promise.all([
    prisma.project.findMany({ where: { ownerId: userId }, select: { id: true, name: true } }),
    prisma.invoice.findMany({
      where: { ownerId: userId, kind: 'INVOICE', status: 'PENDING' },
      select: { number: true },
      orderBy: { number: 'asc' },
    }),
  ]);
  const kept = await projectsKeptOnRecord(
    prisma,
    owned.map((project) => project.id),
  );
  const blockers = owned
    .filter((project) => kept.has(project.id))
    .map(
      (project) =>
        `"${project.name}" has a signed contract or payments to its team on record: finish the project or ask us to end its contract first.`,
    );
  if (unpaid.length > 0) {
    const numbers = unpaid.map((invoice) => `#${invoice.number}`).join(', ');
    blockers.push(
      `Unpaid invoice${unpaid.length === 1 ? '' : 's'} ${numbers}: pay ${unpaid.length === 1 ? 'it' : 'them'} in Billing first.`,
    );
  }
  return blockers;
}

/**
 * Closes the account (Nigeria's Data Protection Act 2023, the right to erasure): refused while it owns a
 * project on record or owes an invoice. Otherwise its projects are deleted (their files too), everything
 * personal goes, and the user row stays only as the anonymous owner of what the law requires kept:
 * invoices and payments (docs/decisions.md "Closing an account" lists it all).
 */
export async function closeAccount(
  deps: AppDeps,
  userId: string,
  { currentPassword, confirmed }: { currentPassword: string; confirmed: boolean },
  requestLimits: RequestLimits,
): Promise<void> {
  const { prisma, now } = deps;
  if (!confirmed) throw new InvalidFieldError('confirm', closeMessages.confirm);
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      passwordHash: true,
      businessProfile: { select: { pictureKey: true } },
      _count: { select: { invoices: true, payments: true } },
    },
  });
  // An account that signs in only with Google has no password to ask for: its live session is the proof.
  if (user.passwordHash) await checkCurrentPassword(deps, userId, currentPassword, requestLimits);
  const blockers = await closingBlockers(deps, userId);
  if (blockers.length > 0) {
    throw new ConflictError(`Your account cannot be closed yet. ${blockers.join(' ')}`);
  }

  for (const project of await prisma.project.findMany({ where: { ownerId: userId }, select: { id: true } })) {
    await deleteProject(deps, userId, project.id);
  }
  const exports = await prisma.dataExport.findMany({
    where: { userId, storageKey: { not: null } },
    select: { storageKey: true },
  });
  const keepsBilling = user._count.invoices > 0 || user._count.payments > 0;
  await prisma.$transaction(async (tx) => {
    await revokeAllSessions(tx, deps.sessionCache, userId, now());
    const where = { userId };
    await tx.session.deleteMany({ where });
    await tx.emailVerification.deleteMany({ where });
    await tx.passwordReset.deleteMany({ where });
    await tx.recoveryCode.deleteMany({ where });
    await tx.emailChange.deleteMany({ where });
    await tx.dataExport.deleteMany({ where });
    await tx.notification.deleteMany({ where });
    await tx.notificationPreference.deleteMany({ where });
    await tx.notificationDigest.deleteMany({ where });
    await tx.projectView.deleteMany({ where });
    await tx.siteChat.deleteMany({ where });
    await tx.projectMember.deleteMany({ where });
    await tx.resourceGrant.deleteMany({ where });
    await tx.reviewAccess.deleteMany({ where });
    await tx.meetingParticipant.deleteMany({ where });
    await tx.taskAssignee.deleteMany({ where });
    await tx.accountSeat.deleteMany({ where: { OR: [{ userId }, { ownerId: userId }] } });
    await tx.talent.updateMany({ where, data: { userId: null } });
    // Invoices are addressed to the business by name: with any on record its name and address stay.
    if (keepsBilling) {
      await tx.businessProfile.updateMany({ where, data: { pictureKey: null } });
    } else {
      await tx.businessProfile.deleteMany({ where });
      await tx.subscription.deleteMany({ where: { ownerId: userId } });
    }
    await tx.user.update({
      where: { id: userId },
      data: {
        firstName: 'Former',
        lastName: 'member',
        email: `closed-${userId}@closed.invalid`,
        passwordHash: null,
        googleSubject: null,
        emailVerifiedAt: null,
        lastActiveAt: null,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        dailyDigest: false,
        closedAt: now(),
      },
    });
  });
  const picture = user.businessProfile?.pictureKey;
  const removals = [
    ...(picture ? [pictureStore(deps.byteStore).remove(picture)] : []),
    ...exports.flatMap((row) => (row.storageKey ? [deps.byteStore.remove('exports', row.storageKey)] : [])),
  ];
  const failed = (await Promise.allSettled(removals)).filter((result) => result.status === 'rejected');
  if (failed.length > 0) deps.log(`account ${userId} closed; ${failed.length} stored file(s) not removed`);
}
