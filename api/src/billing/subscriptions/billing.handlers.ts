import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { createRouter } from '../../platform/http/router.js';
import { mayPay } from '../payments/payables.js';
import { payableKey } from '../payments/payable-key.js';
import { PAYMENT_STATUS_LABELS } from '../payments/payment-views.js';
import { accountRestriction, payBillsLink } from './account-restriction.js';
import { renewIfDue } from './billing-period.js';
import { billingOverview, payDue } from './billing-overview.js';
import {
  addSeatsRoute,
  changePlanRoute,
  invoicePdfRoute,
  invoiceRoute,
  invoicesRoute,
  overviewRoute,
  payDueRoute,
  payInvoiceRoute,
  payTeamInvoiceRoute,
  quotePlanChangeRoute,
  removeSavedCardRoute,
  removeSeatsRoute,
  restrictionRoute,
  savedCardRoute,
  seatsRoute,
  removeSeatHolderRoute,
  seatTypeRoute,
  teamInvoiceRoute,
  teamPaymentRoute,
  teamPaymentsRoute,
} from './billing.routes.js';
import { invoicePdf } from './invoice-pdf.js';
import { removeSavedCard, savedCardView } from './saved-card.js';
import { payInvoice } from './pay-invoice.js';
import { invoiceDetail, invoiceSummary } from './invoice-views.js';
import { changePlan, quotePlanChange } from './plan-change.js';
import { addSeats, changeSeatType, removeSeatHolder, removeSeats, seatsOverview } from './seats.js';
import {
  payTeamInvoice,
  teamInvoiceDetail,
  teamPaymentDetail,
  teamPaymentsOverview,
} from './team-payments.js';

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found.',
  alreadyPaid: 'This invoice is already paid.',
  creditNote: 'A credit note is not paid.',
} as const;

/** Account billing is the caller's own account; team payments check each project's Budget & Financial Control. */
export function accountBillingRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const router = createRouter<AuthEnv>();
  router.use('/billing/*', requireSession(deps));
  // Periods that ended are renewed before anything about the account is read or changed.
  router.use('/billing/*', async (c, next) => {
    await renewIfDue(prisma, c.get('session').userId, deps.now());
    await next();
  });

  const ownInvoice = async (userId: string, id: string) => {
    const invoice = await prisma.invoice.findUnique({
      where: { id },
      include: { lines: true, credits: true, project: { select: { name: true } } },
    });
    // The owner's; a contract's instalment also for whoever may pay it (Approve on the project's budget).
    if (!invoice || !(await mayPay(prisma, userId, payableKey('invoice', id))))
      throw new ApiError(404, INVOICE_MESSAGES.notFound);
    const last = await prisma.payment.findFirst({ where: { invoiceId: id }, orderBy: { createdAt: 'desc' } });
    return invoiceDetail(
      invoice,
      last
        ? { reference: last.reference, status: PAYMENT_STATUS_LABELS[last.status], failure: last.failure }
        : null,
      deps.seller,
      deps.now(),
    );
  };

  router.openapi(overviewRoute, async (c) =>
    c.json(await billingOverview(prisma, c.get('session').userId, deps.now()), 200),
  );
  router.openapi(restrictionRoute, async (c) => {
    const restriction = await accountRestriction(prisma, c.get('session').userId, deps.now());
    return c.json(
      {
        restriction: restriction && {
          message: restriction.message,
          invoice_id: restriction.invoice.id,
          number: restriction.number,
          owed_kobo: restriction.owedKobo,
          due_date: restriction.dueAt.toISOString(),
          pay_path: payBillsLink,
        },
      },
      200,
    );
  });
  router.openapi(savedCardRoute, async (c) =>
    c.json({ card: await savedCardView(prisma, c.get('session').userId) }, 200),
  );
  router.openapi(removeSavedCardRoute, async (c) =>
    c.json(await removeSavedCard(prisma, c.get('session').userId), 200),
  );
  router.openapi(quotePlanChangeRoute, async (c) =>
    c.json(
      await quotePlanChange(prisma, c.get('session').userId, c.req.valid('query').plan, deps.now()),
      200,
    ),
  );
  router.openapi(changePlanRoute, async (c) =>
    c.json(await changePlan(deps, c.get('session').userId, c.req.valid('json').plan), 200),
  );
  router.openapi(seatsRoute, async (c) =>
    c.json(await seatsOverview(prisma, c.get('session').userId, deps.now()), 200),
  );
  router.openapi(addSeatsRoute, async (c) => {
    const { count, billing } = c.req.valid('json');
    return c.json(await addSeats(deps, c.get('session').userId, count, billing), 200);
  });
  router.openapi(removeSeatsRoute, async (c) =>
    c.json(await removeSeats(prisma, c.get('session').userId, c.req.valid('json').count, deps.now()), 200),
  );
  router.openapi(seatTypeRoute, async (c) => {
    const { member_id } = c.req.valid('param');
    const { type } = c.req.valid('json');
    return c.json(await changeSeatType(prisma, c.get('session').userId, member_id, type, deps.now()), 200);
  });
  router.openapi(removeSeatHolderRoute, async (c) => {
    const { member_id } = c.req.valid('param');
    return c.json(await removeSeatHolder(deps, c.get('session').userId, member_id), 200);
  });
  router.openapi(invoicesRoute, async (c) => {
    const invoices = await prisma.invoice.findMany({
      where: { ownerId: c.get('session').userId },
      include: { credits: true, project: { select: { name: true } } },
      orderBy: [{ issuedAt: 'desc' }, { createdAt: 'desc' }],
    });
    return c.json({ invoices: invoices.map((invoice) => invoiceSummary(invoice, deps.now())) }, 200);
  });
  router.openapi(invoiceRoute, async (c) =>
    c.json(await ownInvoice(c.get('session').userId, c.req.valid('param').invoice_id), 200),
  );
  router.openapi(invoicePdfRoute, async (c) => {
    const invoice = await ownInvoice(c.get('session').userId, c.req.valid('param').invoice_id);
    const pdf = invoicePdf(invoice);
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${invoice.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });
  router.openapi(payInvoiceRoute, async (c) => {
    const { userId } = c.get('session');
    const id = c.req.valid('param').invoice_id;
    // The account's owner, and for a contract's instalment whoever holds Approve on the project's budget.
    const invoice = await prisma.invoice.findUnique({ where: { id } });
    if (!invoice || !(await mayPay(prisma, userId, payableKey('invoice', id))))
      throw new ApiError(404, INVOICE_MESSAGES.notFound);
    if (invoice.kind !== 'INVOICE') throw new ApiError(409, INVOICE_MESSAGES.creditNote);
    if (invoice.status !== 'PENDING') throw new ApiError(409, INVOICE_MESSAGES.alreadyPaid);
    return c.json(await payInvoice(deps, invoice, userId, '/billing'), 200);
  });
  router.openapi(payDueRoute, async (c) => c.json(await payDue(deps, c.get('session').userId), 200));
  router.openapi(teamPaymentsRoute, async (c) =>
    c.json(await teamPaymentsOverview(prisma, c.get('session').userId, deps.now()), 200),
  );
  router.openapi(teamPaymentRoute, async (c) =>
    c.json(
      await teamPaymentDetail(
        prisma,
        c.get('session').userId,
        c.req.valid('param').team_payment_id,
        deps.now(),
      ),
      200,
    ),
  );
  router.openapi(teamInvoiceRoute, async (c) =>
    c.json(
      await teamInvoiceDetail(
        prisma,
        c.get('session').userId,
        c.req.valid('param').team_invoice_id,
        deps.now(),
      ),
      200,
    ),
  );
  router.openapi(payTeamInvoiceRoute, async (c) => {
    const { payment_type, amount_kobo } = c.req.valid('json');
    const id = c.req.valid('param').team_invoice_id;
    return c.json(await payTeamInvoice(deps, c.get('session').userId, id, payment_type, amount_kobo), 200);
  });
  return router;
}
