import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { PaymentSchema } from '../payments/payment-views.js';
import {
  AccountRestrictionSchema,
  AddSeatsBodySchema,
  AddSeatsResultSchema,
  BillingOverviewSchema,
  InvoiceParamsSchema,
  PayTeamInvoiceBodySchema,
  PlanChangeQuoteSchema,
  PlanChangeResultSchema,
  PlanQuerySchema,
  RemoveSeatsBodySchema,
  SavedCardRemovedSchema,
  SavedCardSchema,
  SeatsOverviewSchema,
  SeatMemberParamsSchema,
  SeatsRemovedSchema,
  SeatTypeBodySchema,
  SeatTypeChangedSchema,
  TeamInvoiceDetailSchema,
  TeamInvoiceParamsSchema,
  TeamPaymentDetailSchema,
  TeamPaymentParamsSchema,
  TeamPaymentsOverviewSchema,
} from './billing-schemas.js';
import { InvoiceDetailSchema, InvoiceSummarySchema } from './invoice-views.js';

/*
 * The OpenAPI definitions of the account's billing (the caller's own account) and of team payments (the
 * money of the caller's projects); handlers in billing.handlers.ts, the rules in docs/billing.md.
 */

const tags = ['Billing'];
const security = bearerSecurity;
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: json(schema) } });

export const overviewRoute = createRoute({
  method: 'get',
  path: '/billing/',
  tags,
  operationId: 'getBillingOverview',
  summary: 'Get the billing overview',
  description: 'The caller’s plan, next billing date, seats, team payments and latest invoices.',
  security,
  responses: {
    200: { description: 'The overview', content: json(BillingOverviewSchema) },
    ...errorResponses(401),
  },
});

export const restrictionRoute = createRoute({
  method: 'get',
  path: '/billing/restriction/',
  tags,
  operationId: 'getBillingRestriction',
  summary: 'Check for an overdue bill',
  description:
    'Whether a bill of the caller’s account is unpaid past its grace period (no new projects, invitations or seats).',
  security,
  responses: {
    200: { description: 'The restriction, or null', content: json(AccountRestrictionSchema) },
    ...errorResponses(401),
  },
});

export const savedCardRoute = createRoute({
  method: 'get',
  path: '/billing/saved-card/',
  tags,
  operationId: 'getSavedCard',
  summary: 'Get the saved card',
  description:
    'The card the account’s renewals and added seats are charged to (type, last four digits, expiry).',
  security,
  responses: {
    200: { description: 'The saved card, or null', content: json(SavedCardSchema) },
    ...errorResponses(401),
  },
});

export const removeSavedCardRoute = createRoute({
  method: 'delete',
  path: '/billing/saved-card/',
  tags,
  operationId: 'forgetSavedCard',
  summary: 'Forget the saved card',
  description: 'Forget the account’s saved card: renewals and seats are paid at the checkout again.',
  security,
  responses: {
    200: { description: 'Removed', content: json(SavedCardRemovedSchema) },
    ...errorResponses(401, 404),
  },
});

export const quotePlanChangeRoute = createRoute({
  method: 'get',
  path: '/billing/plan-change/',
  tags,
  operationId: 'previewPlanChange',
  summary: 'Price a plan change',
  description: 'What changing to a plan costs now (prorated, with VAT) and when it takes effect.',
  security,
  request: { query: PlanQuerySchema },
  responses: {
    200: { description: 'The quote', content: json(PlanChangeQuoteSchema) },
    ...errorResponses(401, 409, 422),
  },
});

export const changePlanRoute = createRoute({
  method: 'post',
  path: '/billing/plan-change/',
  tags,
  operationId: 'changePlan',
  summary: 'Change plan',
  description:
    'Change plan: an upgrade goes to the checkout for the prorated charge, a downgrade waits for the period end.',
  security,
  middleware: [requireJson] as const,
  request: body(PlanQuerySchema),
  responses: {
    200: { description: 'Checkout, scheduled or changed', content: json(PlanChangeResultSchema) },
    ...errorResponses(400, 401, 409, 415, 422, 503),
  },
});

export const seatsRoute = createRoute({
  method: 'get',
  path: '/billing/seats/',
  tags,
  operationId: 'getSeats',
  summary: "Get the account's seats",
  description: 'Seats of the caller’s account: included, occupied, by type, and who holds them.',
  security,
  responses: {
    200: { description: 'The seats', content: json(SeatsOverviewSchema) },
    ...errorResponses(401),
  },
});

export const addSeatsRoute = createRoute({
  method: 'post',
  path: '/billing/seats/',
  tags,
  operationId: 'addSeats',
  summary: 'Add seats',
  description:
    'Add seats through the checkout: monthly ones prorated for the rest of the period, yearly ones for a year; they count once paid.',
  security,
  middleware: [requireJson] as const,
  request: body(AddSeatsBodySchema),
  responses: {
    200: { description: 'The checkout to pay', content: json(AddSeatsResultSchema) },
    ...errorResponses(400, 401, 402, 415, 422, 503),
  },
});

export const removeSeatsRoute = createRoute({
  method: 'post',
  path: '/billing/seats/remove/',
  tags,
  operationId: 'removeSeats',
  summary: 'Give up seats',
  description: 'Give up bought seats at the end of the period.',
  security,
  middleware: [requireJson] as const,
  request: body(RemoveSeatsBodySchema),
  responses: {
    200: { description: 'The seats now', content: json(SeatsRemovedSchema) },
    ...errorResponses(400, 401, 409, 415, 422),
  },
});

export const seatTypeRoute = createRoute({
  method: 'patch',
  path: '/billing/seats/{member_id}/',
  tags,
  operationId: 'setSeatType',
  summary: "Set a member's seat type",
  description:
    'Set the seat type (Full Time, Freelance, Client) of a member holding one of the account’s seats.',
  security,
  middleware: [requireJson] as const,
  request: { params: SeatMemberParamsSchema, ...body(SeatTypeBodySchema) },
  responses: {
    200: { description: 'The seats now, with the message', content: json(SeatTypeChangedSchema) },
    ...errorResponses(400, 401, 404, 415, 422),
  },
});

export const removeSeatHolderRoute = createRoute({
  method: 'delete',
  path: '/billing/seats/{member_id}/',
  tags,
  operationId: 'takeBackSeat',
  summary: 'Take a seat back from a member',
  description:
    'Take the seat back from a member holding one of the account’s seats: they leave every project of the account, and the seat is free.',
  security,
  request: { params: SeatMemberParamsSchema },
  responses: {
    200: { description: 'The seats now, with the message', content: json(SeatTypeChangedSchema) },
    ...errorResponses(400, 401, 404),
  },
});

export const invoicesRoute = createRoute({
  method: 'get',
  path: '/billing/invoices/',
  tags,
  operationId: 'listInvoices',
  summary: 'List invoices',
  description: 'The caller’s invoices and credit notes, newest first.',
  security,
  responses: {
    200: { description: 'Invoices', content: json(z.object({ invoices: z.array(InvoiceSummarySchema) })) },
    ...errorResponses(401),
  },
});

export const invoiceRoute = createRoute({
  method: 'get',
  path: '/billing/invoices/{invoice_id}/',
  tags,
  operationId: 'getInvoice',
  summary: 'Get an invoice',
  description: 'One invoice with its lines, VAT and latest payment attempt.',
  security,
  request: { params: InvoiceParamsSchema },
  responses: {
    200: { description: 'The invoice', content: json(InvoiceDetailSchema) },
    ...errorResponses(401, 404, 422),
  },
});

export const invoicePdfRoute = createRoute({
  method: 'get',
  path: '/billing/invoices/{invoice_id}/pdf/',
  tags,
  operationId: 'downloadInvoicePdf',
  summary: 'Download an invoice',
  description: 'The invoice as a PDF download.',
  security,
  request: { params: InvoiceParamsSchema },
  responses: {
    200: {
      description: 'PDF',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(401, 404, 422),
  },
});

export const payInvoiceRoute = createRoute({
  method: 'post',
  path: '/billing/invoices/{invoice_id}/pay/',
  tags,
  operationId: 'payInvoice',
  summary: 'Pay an invoice',
  description:
    'Pay a pending invoice (the account’s owner; a contract’s instalment also Approve on the project’s budget): the attempt at the provider’s checkout.',
  security,
  request: { params: InvoiceParamsSchema },
  responses: {
    200: { description: 'The attempt; send the payer to checkout_url', content: json(PaymentSchema) },
    ...errorResponses(401, 404, 409, 422, 503),
  },
});

export const payDueRoute = createRoute({
  method: 'post',
  path: '/billing/pay-due/',
  tags,
  operationId: 'payDueInvoices',
  summary: 'Pay every pending invoice',
  description: 'Process Payment: one checkout for every pending invoice.',
  security,
  responses: {
    200: { description: 'The attempt; send the payer to checkout_url', content: json(PaymentSchema) },
    ...errorResponses(401, 409, 503),
  },
});

export const teamPaymentsRoute = createRoute({
  method: 'get',
  path: '/billing/team-payments/',
  tags,
  operationId: 'listTeamPayments',
  summary: 'List team payments',
  description: 'Team payments of the projects whose money the caller may see: totals and one row per member.',
  security,
  responses: {
    200: { description: 'Team payments', content: json(TeamPaymentsOverviewSchema) },
    ...errorResponses(401),
  },
});

export const teamPaymentRoute = createRoute({
  method: 'get',
  path: '/billing/team-payments/{team_payment_id}/',
  tags,
  operationId: 'getTeamPayment',
  summary: "Get a team member's payments",
  description:
    'One member’s contract, due payment, history, linked tasks and invoices; View on Budget & Financial Control.',
  security,
  request: { params: TeamPaymentParamsSchema },
  responses: {
    200: { description: 'The team payment', content: json(TeamPaymentDetailSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
});

export const teamInvoiceRoute = createRoute({
  method: 'get',
  path: '/billing/team-payments/invoices/{team_invoice_id}/',
  tags,
  operationId: 'getTeamInvoice',
  summary: "Get a team member's invoice",
  description:
    'A team member’s invoice: dates, from/to, tasks, items, balance and what each payment type may pay.',
  security,
  request: { params: TeamInvoiceParamsSchema },
  responses: {
    200: { description: 'The invoice', content: json(TeamInvoiceDetailSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
});

export const payTeamInvoiceRoute = createRoute({
  method: 'post',
  path: '/billing/team-payments/invoices/{team_invoice_id}/pay/',
  tags,
  operationId: 'payTeamInvoice',
  summary: "Pay a team member's invoice",
  description:
    'Process Payment of a team invoice (Regular, Bonus or Installment); Approve on Budget & Financial Control.',
  security,
  middleware: [requireJson] as const,
  request: { params: TeamInvoiceParamsSchema, ...body(PayTeamInvoiceBodySchema) },
  responses: {
    200: { description: 'The attempt; send the payer to checkout_url', content: json(PaymentSchema) },
    ...errorResponses(400, 401, 403, 404, 409, 415, 422, 503),
  },
});
