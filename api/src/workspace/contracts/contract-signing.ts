import { ConflictError, InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { Prisma } from '@platform/prisma';
import type { PrismaClient, Project } from '@platform/prisma';
import { proposalMessages } from '../../staff/talent/team-proposal.js';
import { recordActivity } from '../events/record-activity.js';
import { contractDocument, documentSha256 } from './contract-document.js';
import { raiseContractPartInvoice } from './contract-invoices.js';
import { contractInput } from './contract-input.js';
import { contractMessages } from './contract-terms.js';

export interface SignatureRequest {
  full_name: string;
  agree: boolean;
  /** The SHA-256 of the unsigned contract the signer was shown (the GET answer's `document_sha256`). */
  document_sha256: string;
}

const field = (name: string, message: string) => new InvalidFieldError(name, message);
/** A full name: at least two words of letters (with ' . -), as a person writes it under a contract. */
const FULL_NAME = /^[\p{L}][\p{L}'.-]*(?: [\p{L}][\p{L}'.-]*)+$/u;
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * Signs the contract the caller was shown: their typed full name and agreement, once. The document of this
 * moment is stored with its SHA-256, the signer, the time and the address, and never changes again.
 */
export async function signContract(
  prisma: PrismaClient,
  project: Project,
  signer: { userId: string; ip: string; at: Date },
  request: SignatureRequest,
) {
  const fullName = tidy(request.full_name);
  if (!FULL_NAME.test(fullName) || fullName.length > 120) throw field('full_name', contractMessages.fullName);
  if (!request.agree) throw field('agree', contractMessages.agree);
  if (await prisma.projectContract.findUnique({ where: { projectId: project.id }, select: { id: true } }))
    throw new ConflictError(contractMessages.alreadySigned);

  const { input, sent } = await contractInput(prisma, project);
  if (!sent) throw new ConflictError(proposalMessages.preparing);
  if (documentSha256(contractDocument(input)) !== request.document_sha256)
    throw new ConflictError(contractMessages.changed);

  const document = contractDocument(input, {
    full_name: fullName,
    user_id: signer.userId,
    signed_at: signer.at.toISOString(),
    ip: signer.ip,
  });
  try {
    return await prisma.$transaction(async (tx) => {
      // The team row is locked, so a team or schedule change cannot land between this check and the insert.
      const [locked] = await tx.$queryRaw<{ installments: boolean }[]>`
        SELECT installments FROM team_proposals WHERE project_id = ${project.id}::uuid FOR UPDATE`;
      const members = await tx.teamProposalMember.findMany({
        where: { projectId: project.id },
        orderBy: { position: 'asc' },
        select: { talentId: true },
      });
      const latest = await tx.proposalVersion.findFirst({
        where: { projectId: project.id, sentAt: { not: null } },
        orderBy: { number: 'desc' },
        select: { id: true },
      });
      const same =
        latest?.id === sent.version.id &&
        locked?.installments === input.installments &&
        members.map((member) => member.talentId).join() ===
          input.team.map((member) => member.talentId).join();
      if (!same) throw new ConflictError(contractMessages.changed);
      const contract = await tx.projectContract.create({
        data: {
          projectId: project.id,
          document: document as unknown as Prisma.InputJsonValue,
          documentSha256: documentSha256(document),
          totalKobo: BigInt(document.total_kobo),
          firstPaymentKobo: BigInt(document.first_payment_kobo),
          signerId: signer.userId,
          signerName: fullName,
          signerIp: signer.ip,
          signedAt: signer.at,
        },
      });
      // The payment on signing is due now: its invoice is in Billing from this moment.
      await raiseContractPartInvoice(tx, { projectId: project.id, part: 0, now: signer.at });
      // Recent Updates and the teammates' open pages learn it (no amounts: every member sees the project's news).
      await recordActivity(tx, {
        projectId: project.id,
        actorId: signer.userId,
        kind: 'project.contract-signed',
        subjectId: project.id,
        summary: 'signed the contract',
      });
      return contract;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(contractMessages.alreadySigned);
    throw error;
  }
}
