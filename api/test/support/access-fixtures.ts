import { randomUUID } from 'node:crypto';
import type { Database } from '@platform/prisma';
import { nextInvoiceNumber } from '../../src/billing/subscriptions/invoice-numbers.js';
import type { Ids } from './access-table.js';
import { aPayout } from './payout-fixtures.js';

/**
 * One real row of every kind the access table's ids name, all belonging to `ownerId`'s project (a new
 * kind of id gets its row here). `memberId` is another user on the team.
 */
export async function ownedRows(db: Database, ownerId: string, memberId: string): Promise<Ids> {
  const { prisma } = db;
  const project = await prisma.project.create({ data: { ownerId, name: 'Private project' } });
  await prisma.projectMember.create({ data: { projectId: project.id, userId: memberId, role: 'Designer' } });
  const task = await prisma.task.create({
    data: { projectId: project.id, name: 'Logo', type: 'DESIGN', description: 'A logo', position: 0 },
  });
  const attachment = await prisma.taskAttachment.create({
    data: {
      taskId: task.id,
      name: 'brief.pdf',
      storageKey: randomUUID(),
      mimeType: 'application/pdf',
      size: 5,
    },
  });
  const invitation = await prisma.teamInvitation.create({
    data: {
      projectId: project.id,
      email: 'invited@example.com',
      role: 'Reviewer',
      access: 'CUSTOM_PERMISSIONS',
      overviewAndScope: 'VIEW',
      taskAndWorkflow: 'VIEW',
      filesAndDocumentation: 'VIEW',
      teamManagement: 'VIEW',
      budgetAndFinance: 'VIEW',
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  const notification = await prisma.notification.create({
    data: { userId: ownerId, title: 'Hi', body: 'Hi' },
  });
  const session = await prisma.projectChatSession.create({ data: { projectId: project.id, intake: {} } });
  const file = await prisma.projectResource.create({
    data: { projectId: project.id, kind: 'LINK', name: 'Site', url: 'https://example.com', ownerId },
  });
  const feature = await prisma.projectFeature.create({
    data: { projectId: project.id, name: 'Checkout', shortDescription: 'Pay', specifications: [] },
  });
  const review = await prisma.review.create({
    data: { projectId: project.id, name: 'Homepage', deliverableType: 'Design', type: 'CLIENT' },
  });
  const meeting = await prisma.meeting.create({
    data: {
      projectId: project.id,
      title: 'Kickoff',
      link: 'https://meet.example.com/kickoff',
      startsAt: new Date(),
      durationMinutes: 30,
      entireTeam: true,
      teams: [],
    },
  });
  const payment = await prisma.payment.create({
    data: {
      reference: `plt-${randomUUID()}`,
      payerId: ownerId,
      purpose: 'invoice',
      amountKobo: 100n,
      provider: 'test',
      checkoutUrl: '',
    },
  });
  // Numbered in the seller's series, as billing numbers them, so the next invoice follows on.
  const invoice = await prisma.$transaction(async (tx) =>
    tx.invoice.create({
      data: {
        ownerId,
        number: await nextInvoiceNumber(tx, 'INVOICE'),
        purpose: 'seats',
        subtotalKobo: 100n,
        vatKobo: 8n,
        totalKobo: 108n,
        issuedAt: new Date(),
        dueAt: new Date(),
      },
    }),
  );
  const teamPayment = await prisma.teamPayment.create({
    data: {
      projectId: project.id,
      memberId,
      paymentType: 'Monthly Salary',
      contractType: 'Freelance',
      amountKobo: 100_000n,
      contractValueKobo: 300_000n,
      startDate: new Date(),
      durationMonths: 3,
      invoices: {
        create: { number: 1, issuedAt: new Date(), dueAt: new Date(), items: [], totalKobo: 100_000n },
      },
    },
    include: { invoices: true },
  });
  const talent = await prisma.talent.create({
    data: {
      name: 'Access Talent',
      role: 'Designer',
      discipline: 'design',
      weeklyRateKobo: 100n,
      experienceYears: 1,
      skills: [],
    },
  });
  const payout = await aPayout(db, teamPayment.invoices[0]?.id ?? '', talent.id);
  const step = await prisma.taskChecklistItem.create({
    data: { taskId: task.id, text: 'Sketch', position: 0 },
  });
  const comment = await prisma.comment.create({
    data: { taskId: task.id, authorId: ownerId, body: 'Sketch first' },
  });
  // A staff member: every staff call answers anyone else "Not found." (docs/permissions.md, "Staff calls").
  const staff = await prisma.user.create({
    data: { email: `staff-${randomUUID()}@example.com`, firstName: 'Staff', lastName: 'Member' },
  });
  await prisma.staffMember.create({ data: { userId: staff.id, role: 'OPERATIONS' } });
  const milestone = await prisma.milestone.create({
    data: {
      projectId: project.id,
      contractPart: 0,
      position: 1,
      title: 'Milestone 1',
      dueDate: new Date('2099-12-31'),
      amountKobo: 100_000n,
      status: 'DELIVERED',
    },
  });
  return {
    staff_id: staff.id,
    milestone_id: milestone.id,
    invoice_id: invoice.id,
    team_payment_id: teamPayment.id,
    team_invoice_id: teamPayment.invoices[0]?.id ?? '',
    project_id: project.id,
    task_id: task.id,
    attachment_id: attachment.id,
    item_id: step.id,
    comment_id: comment.id,
    member_id: memberId,
    invitation_id: invitation.id,
    notification_id: notification.id,
    session_id: session.id,
    file_id: file.id,
    feature_id: feature.id,
    review_id: review.id,
    meeting_id: meeting.id,
    reference: payment.reference,
    talent_id: talent.id,
    payout_id: payout.id,
  };
}

/** Ids of the same shapes that match no row. */
export function missingIds(): Ids {
  return {
    staff_id: randomUUID(),
    milestone_id: randomUUID(),
    project_id: randomUUID(),
    task_id: randomUUID(),
    attachment_id: randomUUID(),
    item_id: randomUUID(),
    comment_id: randomUUID(),
    member_id: randomUUID(),
    invitation_id: randomUUID(),
    notification_id: randomUUID(),
    session_id: randomUUID(),
    file_id: randomUUID(),
    feature_id: randomUUID(),
    review_id: randomUUID(),
    meeting_id: randomUUID(),
    reference: `plt-${randomUUID()}`,
    invoice_id: randomUUID(),
    team_payment_id: randomUUID(),
    team_invoice_id: randomUUID(),
    talent_id: randomUUID(),
    payout_id: randomUUID(),
  };
}
