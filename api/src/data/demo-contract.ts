import { demoAccount, demoStaffAccount } from '@platform/prisma';
import type { PrismaClient } from '@platform/prisma';
import type { Assistant } from '../workspace/assistant/assistant.js';
import { settleSeededInvoice } from '../billing/subscriptions/seed-payment.js';
import { contractDocument, documentSha256 } from '../workspace/contracts/contract-document.js';
import { contractInput } from '../workspace/contracts/contract-input.js';
import { signContract } from '../workspace/contracts/contract-signing.js';
import { sendStartingProposal } from '../staff/staffing/starting-proposal.js';

/** The demo project seeded awaiting its team (prisma/src/seed.ts), which this story puts under way. */
export const DEMO_PROJECT_UNDER_WAY = 'Brand Identity Refresh';

const hour = 3_600_000;

/** Who the demo's stories are about: the demo client, the Operations member who sends teams, the project. */
export async function demoStoryCast(prisma: PrismaClient, projectName: string) {
  const owner = await prisma.user.findUnique({ where: { email: demoAccount.email } });
  const staff = await prisma.user.findUnique({ where: { email: demoStaffAccount.email } });
  const row = owner
    ? await prisma.project.findFirst({ where: { name: projectName, ownerId: owner.id } })
    : null;
  // A data folder from before a story keeps its project as it was.
  if (!owner || !staff || row?.status !== 'PENDING_REVIEW') return null;
  // Runs once: a project with a contract is left alone.
  if (await prisma.projectContract.findUnique({ where: { projectId: row.id }, select: { id: true } }))
    return null;
  return { owner, staff, row };
}

type Cast = NonNullable<Awaited<ReturnType<typeof demoStoryCast>>>;

/**
 * A demo project put under way as a client's is: Operations send the assistant's team at `sentAt`, the owner
 * signs the contract a day later, and the payment on signing is settled an hour after by the code that settles
 * real ones, which moves the project to In Progress and plans its milestones.
 */
export async function putUnderWay(
  deps: { prisma: PrismaClient; assistant: Assistant },
  { owner, staff, row }: Cast,
  sentAt: Date,
): Promise<void> {
  const { prisma } = deps;
  const signedAt = new Date(sentAt.getTime() + 24 * hour);
  await sendStartingProposal({ ...deps, now: () => sentAt }, row, {
    id: staff.id,
    name: `${staff.firstName} ${staff.lastName} (Operations)`,
  });
  const { input } = await contractInput(prisma, row);
  await signContract(
    prisma,
    row,
    { userId: owner.id, ip: '127.0.0.1', at: signedAt },
    {
      full_name: `${owner.firstName} ${owner.lastName}`,
      agree: true,
      document_sha256: documentSha256(contractDocument(input)),
    },
  );
  const firstPart = await prisma.invoice.findUniqueOrThrow({
    where: { projectId_contractPart: { projectId: row.id, contractPart: 0 } },
  });
  await settleSeededInvoice(prisma, firstPart, new Date(signedAt.getTime() + hour));
}

/**
 * Development's demo: its project under way got there as a client's does (issue #31: it was In Progress with
 * no signed contract): a week ago the team was proposed, six days ago the contract signed and paid.
 */
export async function seedDemoContract(
  deps: { prisma: PrismaClient; assistant: Assistant },
  now: Date,
): Promise<void> {
  const cast = await demoStoryCast(deps.prisma, DEMO_PROJECT_UNDER_WAY);
  if (cast) await putUnderWay(deps, cast, new Date(now.getTime() - 7 * 24 * hour));
}
