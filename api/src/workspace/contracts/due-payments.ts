import type { PrismaClient } from '@platform/prisma';
import { invoiceNumberText } from '../../billing/subscriptions/invoice-numbers.js';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { workspacePath } from '../projects/workspace-path.js';
import { signedDocument } from './contract-document.js';
import { contractDay } from './contract-day.js';

/** The stored levels that include Approve on Budget & Financial Control: who may pay a contract's part. */
const mayPay = ['APPROVE', 'FULL_ACCESS'] as const;

/**
 * The invoiced, unpaid parts of signed contracts (the first payment, the second 50%, monthly parts) that the
 * caller may pay: on projects they own, or where their active membership holds Approve on Budget &
 * Financial Control. Others never see the amounts. Earliest due first: what has waited longest is first.
 */
export async function dueContractPayments(prisma: PrismaClient, userId: string) {
  const invoices = await prisma.invoice.findMany({
    where: {
      kind: 'INVOICE',
      status: 'PENDING',
      contractPart: { not: null },
      project: {
        contract: { isNot: null },
        OR: [
          { ownerId: userId },
          { members: { some: { userId, status: 'ACTIVE', budgetAndFinance: { in: [...mayPay] } } } },
        ],
      },
    },
    include: { project: { select: { id: true, name: true, contract: true } } },
    orderBy: [{ dueAt: 'asc' }, { number: 'asc' }],
  });
  return invoices.flatMap(({ project, ...invoice }) => {
    if (!project?.contract || invoice.contractPart === null) return [];
    const part = signedDocument(project.contract).payment_schedule[invoice.contractPart];
    const amountKobo = Number(invoice.totalKobo);
    return [
      {
        invoice_id: invoice.id,
        invoice_number: invoiceNumberText(invoice.kind, invoice.number),
        part: invoice.contractPart,
        project_id: project.id,
        project_name: project.name,
        workspace_path: workspacePath(project),
        description: `${invoice.contractPart === 0 ? 'First payment' : 'Contract payment'}: ${part?.label ?? ''}`,
        amount_kobo: amountKobo,
        amount: formatNaira(amountKobo),
        due_date: (invoice.dueAt ?? invoice.issuedAt).toISOString().slice(0, 10),
        signed_on: contractDay(project.contract.signedAt),
      },
    ];
  });
}
