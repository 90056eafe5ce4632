import type { PrismaClient } from '@platform/prisma';
import { formatNaira } from '../billing/money.js';
import { workspacePath } from '../projects/workspace-path.js';
import { signedDocument } from './contract-document.js';
import { contractDay } from './contract-view.js';

/** The stored levels that include Approve on Budget & Financial Control: who may pay a first payment. */
const mayPay = ['APPROVE', 'FULL_ACCESS'] as const;

/**
 * The first payments of signed, unpaid contracts that the caller may pay: on projects they own, or where
 * their active membership holds Approve on Budget & Financial Control. Others never see the amounts.
 * Oldest signature first: what has waited longest is shown first.
 */
export async function dueContractPayments(prisma: PrismaClient, userId: string) {
  const contracts = await prisma.projectContract.findMany({
    where: {
      firstPaymentVerifiedAt: null,
      project: {
        OR: [
          { ownerId: userId },
          {
            members: {
              some: { userId, status: 'ACTIVE', budgetAndFinance: { in: [...mayPay] } },
            },
          },
        ],
      },
    },
    include: { project: { select: { id: true, name: true } } },
    orderBy: { signedAt: 'asc' },
  });
  return contracts.map((contract) => {
    const document = signedDocument(contract);
    const amountKobo = Number(contract.firstPaymentKobo);
    const first = document.payment_schedule[0];
    return {
      project_id: contract.project.id,
      project_name: contract.project.name,
      workspace_path: workspacePath(contract.project),
      description: first ? `First payment: ${first.label}` : 'First payment',
      amount_kobo: amountKobo,
      amount: formatNaira(amountKobo),
      due_date: first?.due_date ?? contract.signedAt.toISOString().slice(0, 10),
      signed_on: contractDay(contract.signedAt),
    };
  });
}
