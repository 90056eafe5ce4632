import { z } from '@hono/zod-openapi';
import { MAX_SEATS_AT_ONCE, SEAT_COUNT_MESSAGE, TEAM_PAYMENT_AMOUNT_MESSAGES } from '@platform/contract';
import { PaymentSchema } from '../payments/payment-views.js';
import { InvoiceSummarySchema } from './invoice-views.js';

const PlanId = z.enum(['free-starter', 'startup', 'growth', 'enterprise']);
const PlanRef = z.object({ id: PlanId, title: z.string() });
const kobo = z.number().int();
const date = z.string().datetime();
const ByType = z.object({
  full_time: z.number().int(),
  freelance: z.number().int(),
  client: z.number().int(),
});

export const BillingOverviewSchema = z
  .object({
    plan: PlanRef,
    plan_at_period_end: PlanRef.nullable().openapi({
      description: 'A downgrade taking effect at next_billing_date',
    }),
    next_billing_date: date,
    monthly_price_kobo: kobo.openapi({
      description: 'The plan’s fee and the seats billed monthly, before VAT',
    }),
    seats: z.object({
      included: z.number().int(),
      occupied: z.number().int(),
      available: z.number().int(),
      by_type: ByType,
    }),
    team_payments: z.object({
      total_payroll_kobo: kobo,
      outstanding_kobo: kobo,
      upcoming_kobo: kobo,
      count: z.number().int(),
    }),
    amount_due_kobo: kobo.openapi({
      description: 'The plan’s and seats’ pending invoices; Process Payment pays them',
    }),
    contracts_due: z
      .object({
        amount_kobo: kobo,
        count: z.number().int(),
        next_due_date: date.nullable(),
      })
      .openapi({
        description:
          'The pending invoices of the account’s contracts (each paid on its own, "Contract payments due")',
      }),
    total_due_kobo: kobo.openapi({ description: 'The plan’s and the contracts’ pending invoices together' }),
    recent_invoices: z.array(InvoiceSummarySchema),
  })
  .openapi('BillingOverview');

export const PlanQuerySchema = z.object({ plan: PlanId });

export const PlanChangeQuoteSchema = z
  .object({
    plan: PlanRef,
    effective: z.enum(['now', 'period_end']),
    effective_at: date,
    prorated_kobo: kobo,
    vat_kobo: kobo,
    total_kobo: kobo,
  })
  .openapi('PlanChangeQuote');

export const PlanChangeResultSchema = z
  .union([
    z.object({ status: z.literal('checkout'), payment: PaymentSchema }),
    z.object({ status: z.literal('scheduled'), message: z.string(), effective_at: date }),
    z.object({ status: z.literal('changed'), message: z.string() }),
  ])
  .openapi('PlanChangeResult');

const seatCount = z
  .number({ error: SEAT_COUNT_MESSAGE })
  .int(SEAT_COUNT_MESSAGE)
  .min(1, SEAT_COUNT_MESSAGE)
  .max(MAX_SEATS_AT_ONCE, SEAT_COUNT_MESSAGE);

export const AddSeatsBodySchema = z.object({
  count: seatCount,
  billing: z.enum(['monthly', 'yearly'], { error: 'Choose monthly or yearly billing.' }),
});

/** Seats are the account's, not a member's: giving one up frees a seat, it removes nobody. */
export const RemoveSeatsBodySchema = z.object({ count: seatCount });

const SEAT_TYPES = ['Full Time', 'Freelance', 'Client'] as const;

export const SeatMemberParamsSchema = z.object({
  member_id: z
    .string()
    .uuid()
    .openapi({
      param: { name: 'member_id', in: 'path' },
      description: 'The user id of a member holding a seat',
    }),
});

/** The spec's workspace roles and permissions: the seat types. */
export const SeatTypeBodySchema = z.object({
  type: z.enum(SEAT_TYPES, { error: 'Choose Full Time, Freelance or Client.' }),
});

const SeatMemberSchema = z.object({
  user_id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  type: z.enum(SEAT_TYPES),
  seat_rate_kobo: kobo,
  status: z.literal('Active'),
});

export const SeatsOverviewSchema = z
  .object({
    included: z.number().int(),
    occupied: z.number().int(),
    available: z.number().int(),
    ending_at_period_end: z.number().int(),
    removable: z.number().int(),
    period_end: date,
    seat_price_monthly_kobo: kobo,
    seat_price_yearly_kobo: kobo,
    by_type: ByType,
    annual_seats: z.array(z.object({ count: z.number().int(), ends_at: date })).openapi({
      description: 'Seats paid for a year, each purchase with the end of its year (soonest first)',
    }),
    members: z.array(SeatMemberSchema),
  })
  .openapi('SeatsOverview');

export const SeatsRemovedSchema = SeatsOverviewSchema.extend({ message: z.string() }).openapi('SeatsRemoved');

export const SeatTypeChangedSchema = SeatsOverviewSchema.extend({ message: z.string() }).openapi(
  'SeatTypeChanged',
);

export const AddSeatsResultSchema = z
  .union([
    z.object({ status: z.literal('checkout'), payment: PaymentSchema }),
    z.object({
      status: z.literal('paid'),
      message: z.string().openapi({ example: 'Paid with your saved Visa card ending 4081.' }),
      payment: PaymentSchema,
    }),
  ])
  .openapi('AddSeatsResult', {
    description:
      "Paid at once with the account's saved card, or a checkout to pay at (also when the card failed)",
  });

export const SavedCardSchema = z
  .object({
    card: z
      .object({
        card_type: z.string().openapi({ example: 'Visa' }),
        last4: z.string().openapi({ example: '4081' }),
        exp_month: z.string().openapi({ example: '12' }),
        exp_year: z.string().openapi({ example: '2030' }),
        bank: z.string(),
        saved_at: z.string().datetime(),
      })
      .nullable()
      .openapi({ description: 'Null when the account has no saved card' }),
  })
  .openapi('SavedCard');

export const SavedCardRemovedSchema = SavedCardSchema.extend({ message: z.string() }).openapi(
  'SavedCardRemoved',
);

export const AccountRestrictionSchema = z
  .object({
    restriction: z
      .object({
        message: z.string(),
        invoice_id: z.string().uuid(),
        number: z.string().openapi({ example: 'INV-0007' }),
        owed_kobo: z.number().int(),
        due_date: z.string().datetime(),
        pay_path: z
          .string()
          .openapi({ description: 'Where the bill is paid in the app', example: '/billing' }),
      })
      .nullable()
      .openapi({ description: 'Null while no bill is unpaid past its grace period' }),
  })
  .openapi('AccountRestriction');

export const InvoiceParamsSchema = z.object({
  invoice_id: z
    .string()
    .uuid()
    .openapi({ param: { name: 'invoice_id', in: 'path' } }),
});

const MemberCard = z.object({ name: z.string(), role: z.string(), email: z.string() });
const TeamStatus = z.enum(['Paid', 'Pending', 'Overdue']);

export const TeamPaymentsOverviewSchema = z
  .object({
    summary: z.object({
      total_payroll_kobo: kobo,
      talent_pay_kobo: kobo,
      taxes_kobo: kobo,
      outstanding_kobo: kobo,
      upcoming_kobo: kobo,
      upcoming_count: z.number().int(),
    }),
    payments: z.array(
      z.object({
        id: z.string().uuid(),
        member: MemberCard,
        payment_type: z.string(),
        amount_kobo: kobo,
        status: TeamStatus,
        next_due_date: date.nullable(),
        contract_duration: z.string(),
      }),
    ),
  })
  .openapi('TeamPaymentsOverview');

export const TeamPaymentParamsSchema = z.object({
  team_payment_id: z
    .string()
    .uuid()
    .openapi({ param: { name: 'team_payment_id', in: 'path' } }),
});

export const TeamPaymentDetailSchema = z
  .object({
    id: z.string().uuid(),
    member: MemberCard,
    contract_type: z.string(),
    start_date: date,
    duration: z.string(),
    contract_value_kobo: kobo,
    due_payment_kobo: kobo,
    due_date: date.nullable(),
    payment_history: z.array(
      z.object({
        id: z.string(),
        paid_at: date,
        payment_type: z.string(),
        amount_kobo: kobo,
        status: z.string(),
      }),
    ),
    linked_tasks: z.array(
      z.object({ id: z.string(), title: z.string(), status: z.string(), progress: z.number().int() }),
    ),
    invoices: z.array(
      z.object({
        id: z.string().uuid(),
        number: z.string(),
        issued_at: date,
        due_date: date,
        amount_kobo: kobo,
        status: TeamStatus,
      }),
    ),
  })
  .openapi('TeamPaymentDetail');

export const TeamInvoiceParamsSchema = z.object({
  team_invoice_id: z
    .string()
    .uuid()
    .openapi({ param: { name: 'team_invoice_id', in: 'path' } }),
});

const Party = z.object({ name: z.string(), email: z.string(), address: z.string() });

export const TeamInvoiceDetailSchema = z
  .object({
    id: z.string().uuid(),
    number: z.string(),
    issued_at: date,
    due_date: date,
    status: TeamStatus,
    from: Party,
    to: Party,
    talent: MemberCard,
    tasks: z.array(z.object({ id: z.string(), title: z.string(), progress: z.number().int() })),
    items: z.array(
      z.object({ description: z.string(), quantity: z.number().int(), unit_kobo: kobo, amount_kobo: kobo }),
    ),
    total_kobo: kobo,
    paid_kobo: kobo,
    balance_kobo: kobo,
    limits_kobo: z.object({ regular: kobo, bonus: kobo, installment: kobo }),
  })
  .openapi('TeamInvoiceDetail');

export const PayTeamInvoiceBodySchema = z.object({
  payment_type: z.enum(['regular', 'bonus', 'installment'], {
    error: 'Choose Regular Payment, Bonus Payment or Installment Payment.',
  }),
  amount_kobo: z
    .number({ error: TEAM_PAYMENT_AMOUNT_MESSAGES.required })
    .int('Enter the amount in whole kobo.')
    .max(Number.MAX_SAFE_INTEGER, 'Enter the amount in whole kobo.'),
});
