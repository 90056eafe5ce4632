import type { PrismaClient } from '@platform/prisma';
import { HANDOVER_MESSAGES, includesLevel } from '@platform/contract';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { signedDocument } from '../contracts/contract-document.js';
import { BUDGET_AREA } from '../milestones/milestone-access.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { deliveries } from './delivered-files.js';

/*
 * The final report of a Completed project: the scope delivered (its goal and every feature its milestones
 * carried), each milestone with its dates and amount and what was delivered, what was paid for each part of
 * the contract, and the team's rating once given.
 */

const day = (date: Date | null | undefined) => date?.toISOString().slice(0, 10) ?? null;
const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null;

/** Those who approve the budget (the owner among them) accepted the work; they rate the team. */
const mayRate = (access: ProjectAccess) => includesLevel(access.levels[BUDGET_AREA], 'Approve');

const WAITING_FOR = {
  PLANNED: 'delivery',
  IN_PROGRESS: 'delivery',
  CHANGES_REQUESTED: 'delivery',
  DELIVERED: 'acceptance',
  ACCEPTED: 'payment',
} as const;

/**
 * A project not Completed yet: the milestones not Paid and the step each waits for, so the page says what is
 * left rather than failing (the zip and the rating, actions, still answer 409).
 */
export async function handoverPending(prisma: PrismaClient, access: ProjectAccess) {
  // A project has a handful of milestones: the Paid ones are left out here, once, where the type narrows.
  const milestones = await prisma.milestone.findMany({
    where: { projectId: access.project.id },
    orderBy: { position: 'asc' },
    select: { id: true, position: true, title: true, status: true },
  });
  return {
    ready: false as const,
    message: HANDOVER_MESSAGES.notCompleted,
    missing: milestones.flatMap(({ status, ...milestone }) =>
      status === 'PAID' ? [] : [{ ...milestone, waiting_for: WAITING_FOR[status] }],
    ),
  };
}

export async function handoverReport(prisma: PrismaClient, access: ProjectAccess) {
  const projectId = access.project.id;
  const [milestones, features, contract, invoices, rating, delivered] = await Promise.all([
    prisma.milestone.findMany({ where: { projectId }, orderBy: { position: 'asc' } }),
    prisma.projectFeature.findMany({ where: { projectId }, select: { id: true, name: true } }),
    prisma.projectContract.findUnique({ where: { projectId } }),
    prisma.invoice.findMany({
      where: { projectId, contractPart: { not: null }, status: 'PAID' },
      select: { contractPart: true, number: true, totalKobo: true, paidAt: true },
    }),
    prisma.teamRating.findUnique({ where: { projectId }, include: { rater: true } }),
    deliveries(prisma, access),
  ]);
  const featureName = new Map(features.map((feature) => [feature.id, feature.name]));
  const namesOf = (ids: string[]) => ids.flatMap((id) => featureName.get(id) ?? []);
  const schedule = contract ? signedDocument(contract).payment_schedule : [];
  const payments = schedule.map((part, index) => {
    const invoice = invoices.find((paid) => paid.contractPart === index);
    const paidAt = invoice?.paidAt ?? (index === 0 ? contract?.firstPaymentVerifiedAt : null);
    return {
      label: part.label,
      amount_kobo: part.amount_kobo,
      amount: part.amount,
      paid_on: day(paidAt),
      invoice_number: invoice?.number ?? null,
    };
  });
  const paidKobo = payments.reduce((sum, part) => sum + (part.paid_on ? part.amount_kobo : 0), 0);
  const lastPaid = milestones.reduce<Date | null>(
    (latest, milestone) =>
      milestone.paidAt && (!latest || milestone.paidAt > latest) ? milestone.paidAt : latest,
    null,
  );

  return {
    ready: true as const,
    project: { id: projectId, name: access.project.name, completed_on: day(lastPaid) },
    scope: {
      goal: access.project.goal,
      features: milestones.flatMap((milestone) => namesOf(milestone.featureIds)),
    },
    milestones: milestones.map((milestone) => {
      const delivery = delivered.find((item) => item.milestoneId === milestone.id);
      return {
        id: milestone.id,
        position: milestone.position,
        title: milestone.title,
        features: namesOf(milestone.featureIds),
        due_date: day(milestone.dueDate) ?? '',
        delivered_on: day(milestone.deliveredAt),
        accepted_on: day(milestone.acceptedAt),
        auto_accepted: milestone.autoAccepted,
        paid_on: day(milestone.paidAt),
        amount_kobo: Number(milestone.amountKobo),
        amount: formatNaira(Number(milestone.amountKobo)),
        deliverables: {
          files: (delivery?.files ?? []).map((file) => ({
            id: file.resourceId,
            name: file.name,
            version: file.version,
            size: file.size,
          })),
          link: delivery?.link ?? null,
          notes: delivery?.notes ?? '',
        },
      };
    }),
    payments,
    total_paid_kobo: paidKobo,
    total_paid: formatNaira(paidKobo),
    files_count: delivered.reduce((sum, delivery) => sum + delivery.files.length, 0),
    rating: rating
      ? {
          stars: rating.stars,
          comment: rating.comment,
          rated_by: fullName(rating.rater),
          rated_on: day(rating.createdAt) ?? '',
        }
      : null,
    can_rate: !rating && mayRate(access) && !access.project.archivedAt,
  };
}
