import type { Prisma, PrismaClient } from '@platform/prisma';
import { invoiceNumberText } from '../../billing/subscriptions/invoice-numbers.js';
import { signedDocument } from '../../workspace/contracts/contract-document.js';

/*
 * Money out only after money in (docs/decisions.md, "Paying the team"): a milestone's payout is funded by the
 * contract instalment its milestone belongs to (`milestones.contract_part`), and is paid out only once the
 * client has paid that instalment (the first payment is paid before work starts; a later part by its
 * invoice, raised when its last milestone is accepted). A payout of no milestone is not held back.
 */

export interface PayoutFunding {
  /** The instalment as the contract names it, e.g. "Second payment (50%)". */
  instalment: string;
  /** Its invoice, once raised. */
  invoice_number: string | null;
  paid: boolean;
}

type Store = PrismaClient | Prisma.TransactionClient;

/** What a payout's funding is read from: the milestone it pays for and its project. */
interface MilestonePayout {
  id: string;
  teamInvoice: { milestone: { contractPart: number } | null; teamPayment: { projectId: string } };
}

/** The funding instalment of each payout that pays for a milestone, by payout id. */
export async function fundingOf(
  store: Store,
  payouts: MilestonePayout[],
): Promise<Map<string, PayoutFunding>> {
  const projectIds = [
    ...new Set(
      payouts.flatMap((payout) =>
        payout.teamInvoice.milestone ? [payout.teamInvoice.teamPayment.projectId] : [],
      ),
    ),
  ];
  if (projectIds.length === 0) return new Map();
  const [contracts, invoices] = await Promise.all([
    store.projectContract.findMany({ where: { projectId: { in: projectIds } } }),
    store.invoice.findMany({
      where: { projectId: { in: projectIds }, contractPart: { not: null } },
      select: { projectId: true, contractPart: true, kind: true, number: true, status: true },
    }),
  ]);
  const funding = new Map<string, PayoutFunding>();
  for (const payout of payouts) {
    const milestone = payout.teamInvoice.milestone;
    const projectId = payout.teamInvoice.teamPayment.projectId;
    const contract = contracts.find((row) => row.projectId === projectId);
    if (!milestone || !contract) continue;
    const part = milestone.contractPart;
    const invoice = invoices.find((row) => row.projectId === projectId && row.contractPart === part);
    funding.set(payout.id, {
      instalment: signedDocument(contract).payment_schedule[part]?.label ?? `Payment ${part + 1}`,
      invoice_number: invoice ? invoiceNumberText(invoice.kind, invoice.number) : null,
      paid: invoice?.status === 'PAID' || (part === 0 && contract.firstPaymentVerifiedAt !== null),
    });
  }
  return funding;
}
