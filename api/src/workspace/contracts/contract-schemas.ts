import { z } from '@hono/zod-openapi';

export { ProjectParamsSchema } from '../projects/project-schemas.js';

const MemberLineSchema = z.object({
  talent_id: z.uuid(),
  name: z.string(),
  role: z.string(),
  weekly_rate_kobo: z.int(),
  rate: z.string(),
  weeks: z.int(),
  amount_kobo: z.int(),
  amount: z.string().openapi({ example: '₦4,560,000' }),
});

const SchedulePartSchema = z.object({
  label: z.string().openapi({ example: '50% on signing' }),
  amount_kobo: z.int(),
  amount: z.string(),
  due: z.string().openapi({ example: 'On signing' }),
  due_date: z.string().nullable().openapi({ description: 'YYYY-MM-DD once signed' }),
});

export const ContractDocumentSchema = z
  .object({
    title: z.string(),
    project: z.object({ id: z.uuid(), name: z.string(), type: z.string().nullable() }),
    client: z.object({ name: z.string(), business: z.string().nullable(), email: z.string() }),
    scope: z.string(),
    team: z.array(MemberLineSchema),
    team_composition: z.string().openapi({ example: '1x UI/UX Designer, 1x Frontend Developer' }),
    timeline_weeks: z.int(),
    timeline_reason: z.string(),
    deliverables: z.array(z.string()).openapi({
      description:
        "What is made: the brief's key deliverables. (Signed before features had their own row: the features.)",
    }),
    features: z.array(z.string()).optional().openapi({
      description: "The project's features; absent from contracts signed before they had their own row",
    }),
    installments: z.boolean(),
    payment_schedule: z.array(SchedulePartSchema),
    payment_schedule_summary: z.string(),
    payment_method: z.string(),
    total_kobo: z.int(),
    total: z.string(),
    first_payment_kobo: z.int(),
    first_payment: z.string(),
    first_payment_due: z.string(),
    terms: z.array(z.string()),
    signature: z
      .object({ full_name: z.string(), user_id: z.string(), signed_at: z.string(), ip: z.string() })
      .nullable(),
  })
  .openapi('ContractDocument');

export const ContractSchema = z
  .object({
    status: z.enum(['Preparing', 'Draft', 'Signed']).openapi({
      description: 'Preparing: no proposal sent yet, the document has no team and cannot be signed',
    }),
    document: ContractDocumentSchema,
    document_sha256: z.string().openapi({ description: 'Send it back when signing' }),
    team_saved: z.boolean().openapi({ description: 'A proposal was sent (or the contract is signed)' }),
    proposal: z
      .object({
        version: z.int(),
        sent_on: z.string().openapi({ example: '26 November 2026' }),
        budget_fit: z.string().openapi({
          description:
            "The plan against the client's budget and deadline, said plainly; empty without either",
        }),
      })
      .nullable()
      .openapi({ description: 'The proposal version the contract is made of, and when Operations sent it' }),
    signed: z
      .object({
        full_name: z.string(),
        signed_at: z.string(),
        signed_on: z.string().openapi({ example: '23 November 2026' }),
        ip: z.string(),
        intact: z.boolean().openapi({ description: 'The stored copy still matches its SHA-256' }),
      })
      .nullable(),
    payment: z.object({
      status: z.enum(['Due on signing', 'Due', 'Paid']),
      amount_kobo: z.int(),
      amount: z.string(),
      paid_at: z.string().nullable(),
    }),
  })
  .openapi('Contract');

export const ContractChangeBodySchema = z
  .strictObject({ installments: z.boolean() })
  .openapi('ContractChange');

export const SignBodySchema = z
  .strictObject({
    full_name: z.string().max(200),
    agree: z.boolean(),
    document_sha256: z.string().max(64),
  })
  .openapi('SignContract');

export const ContractSavedSchema = z
  .object({ message: z.string(), contract: ContractSchema })
  .openapi('ContractSaved');

export const FirstPaymentStartedSchema = z
  .object({
    message: z.string(),
    reference: z
      .string()
      .openapi({ description: 'Verify it on return: POST /api/payments/{reference}/verify/' }),
    checkout_url: z.string(),
    amount: z.string(),
  })
  .openapi('FirstPaymentStarted');

export const DueContractPaymentsSchema = z
  .object({
    payments: z.array(
      z.object({
        invoice_id: z
          .uuid()
          .openapi({ description: 'Paid with POST /api/billing/invoices/{invoice_id}/pay/' }),
        invoice_number: z.string().openapi({ example: 'INV-0012' }),
        part: z.int().openapi({ description: "The part of the contract's payment schedule (0: on signing)" }),
        project_id: z.uuid(),
        project_name: z.string(),
        workspace_path: z.string().openapi({ example: '/project/workspace/{id}/customer-mobile-app' }),
        description: z.string().openapi({ example: 'First payment: 50% on signing' }),
        amount_kobo: z.int(),
        amount: z.string().openapi({ example: '₦1,000,000' }),
        due_date: z.string().openapi({ description: 'YYYY-MM-DD, the invoice’s due date' }),
        signed_on: z.string().openapi({ example: '23 November 2026' }),
      }),
    ),
  })
  .openapi('DueContractPayments');

export const FirstPaymentQuerySchema = z.object({
  return_to: z
    .enum(['workspace', 'billing'])
    .optional()
    .openapi({ description: 'The page the payer comes back to: the contract page (default) or /billing' }),
});
