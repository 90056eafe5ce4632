import type { PrismaClient, Project, ProjectContract } from '@platform/prisma';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { contractDocument, documentSha256, signedDocument } from './contract-document.js';
import { contractDay } from './contract-day.js';
import { contractInput } from './contract-input.js';
import { budgetFit, clientLimits } from '../../staff/staffing/client-limits.js';

export type PaymentStatus = 'Due on signing' | 'Due' | 'Paid';

function signedView(contract: ProjectContract) {
  const document = signedDocument(contract);
  const paid = contract.firstPaymentVerifiedAt;
  return {
    status: 'Signed' as const,
    document,
    document_sha256: contract.documentSha256,
    team_saved: true,
    signed: {
      full_name: contract.signerName,
      signed_at: contract.signedAt.toISOString(),
      signed_on: contractDay(contract.signedAt),
      ip: contract.signerIp,
      // Recomputed on every read: a stored copy altered behind the API's back no longer matches its hash.
      intact: documentSha256(document) === contract.documentSha256,
    },
    payment: {
      status: (paid ? 'Paid' : 'Due') as PaymentStatus,
      amount_kobo: Number(contract.firstPaymentKobo),
      amount: formatNaira(Number(contract.firstPaymentKobo)),
      paid_at: paid?.toISOString() ?? null,
    },
  };
}

/**
 * The signed copy, or the contract generated from the project's data right now: "Preparing" (no team yet)
 * until Operations have sent a proposal.
 */
export async function contractView(prisma: PrismaClient, project: Project) {
  const { input, sent } = await contractInput(prisma, project);
  // The proposal version the client sees (and signed): none for contracts signed before versions (#27).
  const proposal = sent?.version.sentAt
    ? {
        version: sent.version.number,
        sent_on: contractDay(sent.version.sentAt),
        budget_fit: budgetFit(sent.plan, clientLimits(project, sent.version.sentAt)),
      }
    : null;
  const stored = await prisma.projectContract.findUnique({ where: { projectId: project.id } });
  if (stored) return { ...signedView(stored), proposal };
  const document = contractDocument(input);
  return {
    proposal,
    status: sent ? ('Draft' as const) : ('Preparing' as const),
    document,
    document_sha256: documentSha256(document),
    team_saved: sent !== null,
    signed: null,
    payment: {
      status: 'Due on signing' as PaymentStatus,
      amount_kobo: document.first_payment_kobo,
      amount: document.first_payment,
      paid_at: null,
    },
  };
}

export type ContractView = Awaited<ReturnType<typeof contractView>>;
