import type { PrismaClient } from '@platform/prisma';

/*
 * Everything the platform keeps about one person, as JSON documents for "Download my data": what they
 * typed, what they own, what they did in others' projects, and what the platform recorded about them.
 * Secrets (password hash, the authenticator secret, token and code hashes) are left out: they describe
 * nothing and would only help someone who got hold of the zip.
 */

const userFields = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  emailVerifiedAt: true,
  googleSubject: true,
  totpEnabledAt: true,
  lastActiveAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

export async function personalData(prisma: PrismaClient, userId: string): Promise<Record<string, unknown>> {
  const where = { userId };
  const [
    account,
    businessProfile,
    sessions,
    projects,
    memberships,
    tasksCreated,
    taskAssignments,
    taskChanges,
    filesUploaded,
    reviewsSubmitted,
    comments,
    meetings,
    notifications,
    siteChat,
    pageChatMessages,
    billing,
    contractsSigned,
    talent,
    teamPayments,
  ] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: userId }, select: userFields }),
    prisma.businessProfile.findUnique({ where }),
    prisma.session.findMany({
      where,
      select: {
        createdAt: true,
        lastSeenAt: true,
        expiresAt: true,
        revokedAt: true,
        userAgent: true,
        ipAddress: true,
      },
      orderBy: { createdAt: 'asc' },
    }),
    prisma.project.findMany({
      where: { ownerId: userId },
      include: {
        brief: true,
        features: true,
        chat: { include: { messages: { orderBy: { position: 'asc' } } } },
        members: { select: { userId: true, role: true, status: true, startDate: true } },
        invitations: { select: { email: true, role: true, sentAt: true, acceptedAt: true, revokedAt: true } },
        tasks: { include: { history: true } },
        meetings: true,
        resources: {
          include: { versions: { select: { number: true, fileName: true, size: true, createdAt: true } } },
        },
        reviews: { include: { comments: true, events: true } },
        contract: true,
      },
    }),
    prisma.projectMember.findMany({ where, include: { project: { select: { name: true } } } }),
    prisma.task.findMany({
      where: { createdById: userId },
      select: { id: true, projectId: true, name: true, createdAt: true },
    }),
    prisma.taskAssignee.findMany({ where, include: { task: { select: { name: true, projectId: true } } } }),
    prisma.taskHistory.findMany({ where: { actorId: userId } }),
    prisma.resourceVersion.findMany({
      where: { uploadedById: userId },
      select: {
        id: true,
        fileName: true,
        mimeType: true,
        size: true,
        note: true,
        createdAt: true,
        resource: { select: { projectId: true, name: true } },
      },
    }),
    prisma.review.findMany({
      where: { submittedById: userId },
      select: { id: true, projectId: true, name: true, status: true, createdAt: true },
    }),
    prisma.comment.findMany({ where: { authorId: userId } }),
    prisma.meetingParticipant.findMany({
      where,
      include: { meeting: { select: { title: true, startsAt: true, projectId: true } } },
    }),
    prisma.notification.findMany({ where, orderBy: { createdAt: 'asc' } }),
    prisma.siteChat.findUnique({ where, include: { messages: { orderBy: { id: 'asc' } } } }),
    prisma.pageConversationMessage.findMany({ where: { authorId: userId } }),
    Promise.all([
      prisma.subscription.findUnique({ where: { ownerId: userId } }),
      prisma.invoice.findMany({
        where: { ownerId: userId },
        include: { lines: true },
        orderBy: { number: 'asc' },
      }),
      prisma.payment.findMany({
        where: { payerId: userId },
        select: {
          reference: true,
          purpose: true,
          amountKobo: true,
          currency: true,
          status: true,
          paidAt: true,
          createdAt: true,
        },
      }),
    ]).then(([subscription, invoices, payments]) => ({ subscription, invoices, payments })),
    prisma.projectContract.findMany({
      where: { signerId: userId },
      select: {
        projectId: true,
        signerName: true,
        signerIp: true,
        signedAt: true,
        documentSha256: true,
        totalKobo: true,
      },
    }),
    prisma.talent.findUnique({ where }),
    prisma.teamPayment.findMany({
      where: { memberId: userId },
      include: { invoices: { include: { payments: true } } },
    }),
  ]);
  return {
    account,
    businessProfile,
    sessions,
    projects,
    memberships,
    tasks: { created: tasksCreated, assigned: taskAssignments, changes: taskChanges },
    files: filesUploaded,
    reviews: { submitted: reviewsSubmitted },
    comments,
    meetings,
    notifications,
    chats: { siteChat, pageChatMessages },
    billing,
    contractsSigned,
    talent,
    teamPayments,
  };
}

/** JSON with money (BigInt kobo) as strings of digits. */
export const toJson = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item), 2);
