import { randomUUID } from 'node:crypto';
import type { Database } from '@platform/prisma';
import { pdfBytes, send, upload } from './collab-fixtures.js';
import type { Answer } from './collab-fixtures.js';
import { hiredProject } from './delivery-fixtures.js';
import type { HiredProject } from './delivery-fixtures.js';
import type { Harness } from './harness.js';

/*
 * Issue #26, paying the team: a hired project whose first milestone (or the `index`th, of a later contract
 * instalment) the team delivered and the owner accepted.
 */

export interface AcceptedWork extends HiredProject {
  milestone: Answer;
}

export async function acceptedMilestone(h: Harness, name: string, index = 0): Promise<AcceptedWork> {
  const hired = await hiredProject(h, name);
  const [talent] = hired.team;
  if (!talent) throw new Error('no team');
  const file = await upload(h, talent, hired.projectId, 'design.pdf', pdfBytes(name));
  const timeline = await send(h, talent, 'GET', `/api/projects/${hired.projectId}/milestones/`);
  const milestone = (timeline.body.milestones as Answer[])[index] as Answer;
  const path = `/api/milestones/${milestone.id as string}`;
  await send(h, talent, 'POST', `${path}/deliver/`, { file_ids: [file.body.file.id], notes: 'Done.' });
  const accepted = await send(h, hired.owner, 'POST', `${path}/accept/`);
  if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}`);
  return { ...hired, milestone };
}

/** The payout account staff keep on a talent's profile (the talent pool). */
export const giveBank = (h: Harness, talentId: string, accountNumber = '0123456789', bankName = 'GTBank') =>
  h.db.prisma.talent.update({
    where: { id: talentId },
    data: { bankName, bankAccountNumber: accountNumber, bankAccountName: 'Test Talent' },
  });

/** The project's payouts, in the team's order. */
export const payoutsOf = (h: Harness, projectId: string) =>
  h.db.prisma.payout.findMany({
    where: { teamInvoice: { teamPayment: { projectId } } },
    include: { teamInvoice: true, talent: true },
    orderBy: { talent: { name: 'asc' } },
  });

/**
 * A Pending payout of a talent with a payout account the embedded test bank pays, on a project of its own:
 * what a staff call needs to succeed, made straight in the database. Answers its id.
 */
export async function aPendingPayout(db: Database): Promise<string> {
  const { prisma } = db;
  const owner = await prisma.user.create({
    data: { email: `payout-${randomUUID()}@example.com`, firstName: 'Pay', lastName: 'Owner' },
  });
  const project = await prisma.project.create({ data: { ownerId: owner.id, name: 'Payout Cakes' } });
  const talent = await prisma.talent.create({
    data: {
      name: 'Payout Talent',
      role: 'Designer',
      discipline: 'design',
      weeklyRateKobo: 100_000n,
      experienceYears: 3,
      skills: [],
      bankName: 'GTBank',
      bankAccountNumber: '0123456789',
      bankAccountName: 'Payout Talent',
    },
  });
  const teamPayment = await prisma.teamPayment.create({
    data: {
      projectId: project.id,
      memberId: owner.id,
      paymentType: 'Milestone',
      contractType: 'Freelance',
      amountKobo: 100_000n,
      contractValueKobo: 100_000n,
      startDate: new Date(),
      durationMonths: 1,
      invoices: {
        create: { number: 1, issuedAt: new Date(), dueAt: new Date(), items: [], totalKobo: 100_000n },
      },
    },
    include: { invoices: true },
  });
  return (await aPayout(db, teamPayment.invoices[0]?.id ?? '', talent.id)).id;
}

/** A Pending payout of ₦1,000 (₦50 withheld) for the team invoice. */
export const aPayout = (db: Database, teamInvoiceId: string, talentId: string) =>
  db.prisma.payout.create({
    data: { teamInvoiceId, talentId, grossKobo: 100_000n, withholdingKobo: 5_000n, amountKobo: 95_000n },
  });
