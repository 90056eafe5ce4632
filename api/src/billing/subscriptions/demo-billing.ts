import { randomUUID } from 'node:crypto';
import { demoAccount, hashPassword } from '@platform/prisma';
import type { PrismaClient, SeatType } from '@platform/prisma';
import { formatPeriod } from './billing-dates.js';
import { issueInvoice } from './issue-invoice.js';
import { planPricing, seatPriceKobo } from './plans.js';
import { settleSeededInvoice } from './seed-payment.js';

/*
 * Development only: the demo account's billing as the spec's overview shows it (billing and plans screens and workspace constants and limits): Growth
 * with all 20 seats used (Full Time 10, Freelance 3, Client 7), three paid monthly invoices and this
 * month's pending one, and team payments with paid, upcoming and overdue invoices. Written through the
 * invoice and settlement code the API uses; runs once (an account with invoices is left alone).
 */

const seatHolders: [string, string, string, SeatType][] = [
  ['Chidi', 'Okeke', 'Project Manager', 'FULL_TIME'],
  ['Amaka', 'Eze', 'Designer', 'FULL_TIME'],
  ['Tunde', 'Bakare', 'Developer', 'FULL_TIME'],
  ['Ngozi', 'Adeyemi', 'Developer', 'FULL_TIME'],
  ['Emeka', 'Nwosu', 'Developer', 'FULL_TIME'],
  ['Funke', 'Alabi', 'QA Engineer', 'FULL_TIME'],
  ['Ibrahim', 'Musa', 'DevOps Engineer', 'FULL_TIME'],
  ['Bisi', 'Ogunleye', 'Content Writer', 'FULL_TIME'],
  ['Kelechi', 'Obi', 'Data Analyst', 'FULL_TIME'],
  ['Halima', 'Sani', 'Support Lead', 'FULL_TIME'],
  ['Segun', 'Afolabi', 'Illustrator', 'FREELANCE'],
  ['Zainab', 'Bello', 'Copywriter', 'FREELANCE'],
  ['Uche', 'Nnamdi', 'Motion Designer', 'FREELANCE'],
  ['Yemi', 'Coker', 'Reviewer', 'CLIENT'],
  ['Aisha', 'Lawal', 'Reviewer', 'CLIENT'],
  ['Femi', 'Ojo', 'Viewer', 'CLIENT'],
  ['Grace', 'Udo', 'Viewer', 'CLIENT'],
  ['Musa', 'Danjuma', 'Viewer', 'CLIENT'],
  ['Ronke', 'Adebayo', 'Reviewer', 'CLIENT'],
  ['Obinna', 'Ike', 'Viewer', 'CLIENT'],
];

/** Team payments: seat holder index, pay type, monthly pay (kobo), contract months. */
const payroll: [number, string, number, number][] = [
  [1, 'Monthly Salary', 45_000_000, 6],
  [2, 'Monthly Salary', 60_000_000, 12],
  [10, 'Milestone', 25_000_000, 3],
  [11, 'Hourly', 15_000_000, 2],
];

const monthStart = (now: Date, back: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
const day = 86_400_000;

export async function seedDemoBilling(prisma: PrismaClient, now: Date): Promise<void> {
  const owner = await prisma.user.findUnique({ where: { email: demoAccount.email } });
  if (!owner || (await prisma.invoice.count({ where: { ownerId: owner.id } })) > 0) return;
  // The seat holders work on the projects with work on their boards (a Draft has no team yet).
  const projects = await prisma.project.findMany({
    where: { ownerId: owner.id, tasks: { some: {} } },
    orderBy: { createdAt: 'asc' },
  });
  if (projects.length === 0) return;
  // The seat holders never sign in: a password nobody knows.
  const passwordHash = await hashPassword(randomUUID());
  const members: { id: string; projectId: string }[] = [];
  for (const [index, [firstName, lastName, role, type]] of seatHolders.entries()) {
    const email = `${firstName}.${lastName}@okafor-studio.example`.toLowerCase();
    const user = await prisma.user.upsert({
      where: { email },
      // At work in the last day, as an active team is (issue #31: every member read "Last active Never").
      create: {
        email,
        firstName,
        lastName,
        passwordHash,
        emailVerifiedAt: now,
        lastActiveAt: new Date(now.getTime() - (index + 1) * 3_600_000),
      },
      update: {},
    });
    const projectId = projects[index % projects.length]!.id;
    await prisma.projectMember.upsert({
      where: { projectId_userId: { projectId, userId: user.id } },
      create: { projectId, userId: user.id, role, invitedById: owner.id, startDate: monthStart(now, 3) },
      update: {},
    });
    // Each works on one of its project's tasks, so Project Team shows every member with work.
    const tasks = await prisma.task.findMany({
      where: { projectId },
      orderBy: { createdAt: 'asc' },
      select: { id: true },
    });
    const task = tasks[Math.floor(index / projects.length) % Math.max(tasks.length, 1)];
    if (task)
      await prisma.taskAssignee.upsert({
        where: { taskId_userId: { taskId: task.id, userId: user.id } },
        create: { taskId: task.id, userId: user.id },
        update: {},
      });
    await prisma.accountSeat.upsert({
      where: { ownerId_userId: { ownerId: owner.id, userId: user.id } },
      create: { ownerId: owner.id, userId: user.id, type },
      update: {},
    });
    members.push({ id: user.id, projectId });
  }

  // Four monthly invoices: three paid, this month's pending.
  for (let back = 3; back >= 0; back -= 1) {
    const start = monthStart(now, back);
    const end = monthStart(now, back - 1);
    const invoice = await prisma.$transaction((tx) =>
      issueInvoice(
        tx,
        {
          ownerId: owner.id,
          purpose: 'renewal',
          plan: 'GROWTH',
          lines: [
            {
              description: `Growth Plan, ${formatPeriod(start, end)}`,
              quantity: 1,
              unitKobo: planPricing.growth.monthlyKobo ?? 0,
            },
            {
              description: `Additional seats, ${formatPeriod(start, end)}`,
              quantity: 15,
              unitKobo: seatPriceKobo.monthly,
            },
          ],
          withVat: true,
          // This month's is due a week after the demo is made, so a fresh demo account is in good standing
          // (a bill past its grace period would restrict it: account-restriction.ts).
          dueAt: new Date((back === 0 ? now : start).getTime() + 7 * day),
        },
        start,
      ),
    );
    if (back === 0) continue;
    await settleSeededInvoice(prisma, invoice, new Date(start.getTime() + 2 * day));
  }

  for (const [index, paymentType, monthlyKobo, months] of payroll) {
    const member = members[index]!;
    const tasks = await prisma.task.findMany({
      where: { projectId: member.projectId },
      take: 2,
      select: { id: true },
    });
    const invoice = (number: number, issuedAt: Date, dueAt: Date) => ({
      number,
      issuedAt,
      dueAt,
      items: [
        {
          description: `${paymentType}, ${formatPeriod(issuedAt, new Date(issuedAt.getTime() + 30 * day))}`,
          quantity: 1,
          unit_kobo: monthlyKobo,
        },
      ],
      totalKobo: BigInt(monthlyKobo),
      taskIds: tasks.map((task) => task.id),
    });
    const created = await prisma.teamPayment.create({
      data: {
        projectId: member.projectId,
        memberId: member.id,
        paymentType,
        contractType: seatHolders[index]![3] === 'FREELANCE' ? 'Freelance' : 'Full Time',
        amountKobo: BigInt(monthlyKobo),
        contractValueKobo: BigInt(monthlyKobo * months),
        startDate: monthStart(now, 2),
        durationMonths: months,
        invoices: {
          create: [
            invoice(1, monthStart(now, 1), new Date(monthStart(now, 1).getTime() + 14 * day)),
            // The second member's is overdue; the others' are due within the week.
            invoice(
              2,
              new Date(now.getTime() - 10 * day),
              new Date(now.getTime() + (index === 2 ? -3 : 5) * day),
            ),
          ],
        },
      },
      include: { invoices: { orderBy: { number: 'asc' } } },
    });
    await prisma.teamPaymentRecord.create({
      data: {
        teamInvoiceId: created.invoices[0]!.id,
        kind: 'REGULAR',
        amountKobo: BigInt(monthlyKobo),
        status: 'SUCCESS',
        paidAt: new Date(monthStart(now, 1).getTime() + 10 * day),
      },
    });
  }
}
