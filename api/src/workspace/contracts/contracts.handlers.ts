import { requireSession } from '../../platform/sessions/bearer-auth.js';
import { formatNaira } from '../../billing/subscriptions/money.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { keepDocument } from '../../platform/http/answer-cache.js';
import { createRouter } from '../../platform/http/router.js';
import { FIRST_PAYMENT_PURPOSE } from '../onboarding/first-payment.js';
import { payableKey } from '../../billing/payments/payable-key.js';
import { startPayment } from '../../billing/payments/start-payment.js';
import { projectAccess } from '../permissions/project-access-middleware.js';
import { workspacePath } from '../projects/workspace-path.js';
import { setInstallments } from '../../staff/talent/team-proposal.js';
import { raiseContractPartInvoice } from './contract-invoices.js';
import { contractPdf } from './contract-pdf.js';
import { signContract } from './contract-signing.js';
import { contractMessages } from './contract-terms.js';
import { contractView } from './contract-view.js';
import { contractRouteDefinitions } from './contracts.routes.js';
import { dueContractPayments } from './due-payments.js';

export const BUDGET_AREA = 'budgetAndFinancialControl';

export function contractRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = contractRouteDefinitions(requireSession(deps), {
    view: projectAccess(deps, BUDGET_AREA, 'View'),
    approve: projectAccess(deps, BUDGET_AREA, 'Approve'),
  });

  const router = createRouter<AuthEnv>();
  router.openapi(routes.show, async (c) => {
    const { project } = c.get('projectAccess');
    return c.json(await contractView(prisma, project), 200);
  });
  router.openapi(routes.change, async (c) => {
    const { project } = c.get('projectAccess');
    await setInstallments(prisma, project.id, c.req.valid('json').installments);
    const contract = await contractView(prisma, project);
    return c.json({ message: contractMessages.installmentsSaved, contract }, 200);
  });
  router.openapi(routes.sign, async (c) => {
    const { project, userId } = c.get('projectAccess');
    await signContract(prisma, project, { userId, ip: c.var.limits.ip, at: deps.now() }, c.req.valid('json'));
    const contract = await contractView(prisma, project);
    return c.json({ message: contractMessages.signed, contract }, 201);
  });
  router.openapi(routes.pay, async (c) => {
    const { project, userId } = c.get('projectAccess');
    // The first payment is its invoice (raised on signing; for a contract signed before, now).
    const invoice = await prisma.$transaction((tx) =>
      raiseContractPartInvoice(tx, { projectId: project.id, part: 0, now: deps.now() }),
    );
    if (invoice.status !== 'PENDING') throw new ApiError(409, contractMessages.paid);
    const amountKobo = Number(invoice.totalKobo);
    // One checkout for the invoice, whoever asks from wherever (start-payment.ts); the payer comes back
    // to the page Pay was last pressed on: billing's Pay now to /billing, which verifies it too.
    const payment = await startPayment(deps, {
      payerId: userId,
      purpose: FIRST_PAYMENT_PURPOSE,
      invoiceId: invoice.id,
      pays: [{ payable: payableKey('invoice', invoice.id), amountKobo: 'open' }],
      returnPath:
        c.req.valid('query').return_to === 'billing'
          ? '/billing'
          : `${workspacePath(project)}/contract-and-payment`,
      metadata: { project_id: project.id },
    });
    return c.json(
      {
        message: contractMessages.toCheckout,
        reference: payment.reference,
        checkout_url: payment.checkoutUrl,
        amount: formatNaira(amountKobo),
      },
      201,
    );
  });
  router.openapi(routes.due, async (c) => {
    const payments = await dueContractPayments(prisma, c.get('session').userId);
    return c.json({ payments }, 200);
  });
  router.openapi(routes.pdf, async (c) => {
    const { project } = c.get('projectAccess');
    const contract = await contractView(prisma, project);
    if (!contract.signed) throw new ApiError(409, contractMessages.notSigned);
    const bytes = await contractPdf({
      document: contract.document,
      sha256: contract.document_sha256,
      signerName: contract.signed.full_name,
      signedOn: contract.signed.signed_on,
      signedAt: contract.signed.signed_at,
      ip: contract.signed.ip,
    });
    const file = `contract-${project.id}.pdf`;
    keepDocument(c);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file}"`,
    });
  });
  return router;
}
