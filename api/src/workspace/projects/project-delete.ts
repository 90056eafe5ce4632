import { ConflictError, NotFoundError, RefusedError } from '../../platform/errors/domain-errors.js';
import type { PrismaClient } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { notify } from '../notifications/notify.js';
import { findProjectAccess } from '../permissions/project-permission.js';

export const deleteMessages = {
  ownerOnly: 'Only the project owner can delete this project.',
  signedContract:
    'This project has a signed contract, so it cannot be deleted: the contract and its payments stay on record.',
  recordedPayments:
    'This project has recorded payments to its team, so it cannot be deleted: they stay on record.',
  deleted: (name: string) => `Project deleted - ${name}`,
} as const;

/** Where the bytes of a project's files are: task attachments and every version of its files. */
async function storedFiles(prisma: PrismaClient, projectId: string) {
  const [attachments, versions] = await Promise.all([
    prisma.taskAttachment.findMany({ where: { task: { projectId } }, select: { storageKey: true } }),
    prisma.resourceVersion.findMany({ where: { resource: { projectId } }, select: { storageKey: true } }),
  ]);
  return {
    attachments: attachments.map((row) => row.storageKey),
    versions: versions.map((row) => row.storageKey),
  };
}

/**
 * Money leaves a trace that deleting would erase for the other side too (the talent's contract, the team's
 * pay): a project with a signed contract or a payment made to its team is kept (docs/decisions.md).
 */
async function assertNothingOnRecord(prisma: PrismaClient, projectId: string): Promise<void> {
  const { contracts, payments } = await onRecord(prisma, [projectId]);
  if (contracts.has(projectId)) throw new ConflictError(deleteMessages.signedContract);
  if (payments.has(projectId)) throw new ConflictError(deleteMessages.recordedPayments);
}

/** Of `projectIds`, those with a signed contract and those with a payment made to their team. */
async function onRecord(prisma: PrismaClient, projectIds: string[]) {
  const [contracts, payments] = await Promise.all([
    prisma.projectContract.findMany({
      where: { projectId: { in: projectIds } },
      select: { projectId: true },
    }),
    prisma.teamPayment.findMany({
      where: {
        projectId: { in: projectIds },
        invoices: { some: { payments: { some: { status: 'SUCCESS' } } } },
      },
      select: { projectId: true },
    }),
  ]);
  return {
    contracts: new Set(contracts.map((row) => row.projectId)),
    payments: new Set(payments.map((row) => row.projectId)),
  };
}

/** Of `projectIds`, those the delete would refuse (409): the project list says so, so Delete is not offered. */
export async function projectsKeptOnRecord(prisma: PrismaClient, projectIds: string[]): Promise<Set<string>> {
  if (projectIds.length === 0) return new Set();
  const { contracts, payments } = await onRecord(prisma, projectIds);
  return new Set([...contracts, ...payments]);
}

/**
 * Deletes a project for its owner (a member, even with Full Access everywhere, gets 403; anyone else the
 * 404 of a missing project). The rows go in one statement, their dependants by the schema's cascades
 * (members, invitations, brief and versions, features, chats, tasks, files, reviews, meetings); then the
 * stored bytes are removed, and the members who are left without the project are told. A project with a
 * signed contract or paid team payments is refused (409).
 */
export async function deleteProject(deps: AppDeps, userId: string, projectId: string): Promise<string> {
  const { project, isOwner } = await findProjectAccess(deps.prisma, userId, projectId);
  if (!isOwner) throw new RefusedError(deleteMessages.ownerOnly);
  await assertNothingOnRecord(deps.prisma, project.id);
  const [files, members, owner] = await Promise.all([
    storedFiles(deps.prisma, project.id),
    deps.prisma.projectMember.findMany({
      where: { projectId: project.id, status: 'ACTIVE', userId: { not: userId } },
      select: { userId: true },
    }),
    deps.prisma.user.findUnique({ where: { id: userId }, select: { firstName: true, lastName: true } }),
  ]);
  // deleteMany: a second, simultaneous delete finds nothing and answers like a missing project.
  const { count } = await deps.prisma.project.deleteMany({ where: { id: project.id, ownerId: userId } });
  if (count === 0) throw new NotFoundError('Project not found.');

  const removals = [
    ...files.attachments.map((key) => deps.byteStore.remove('task-attachments', key)),
    ...files.versions.map((key) => deps.byteStore.remove('project-files', key)),
  ];
  const failed = (await Promise.allSettled(removals)).filter((result) => result.status === 'rejected');
  // The rows are gone, so the bytes can no longer be reached; a leftover is only disk space for ops.
  if (failed.length > 0)
    deps.log(`project ${project.id} deleted; ${failed.length} stored file(s) not removed`);

  const ownerName = [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || 'The owner';
  for (const member of members) {
    await notify(deps.prisma, {
      userId: member.userId,
      kind: 'projects',
      title: deleteMessages.deleted(project.name),
      body: `${ownerName} deleted the project "${project.name}". Its tasks, files and meetings are no longer available.`,
    });
  }
  return project.name;
}
