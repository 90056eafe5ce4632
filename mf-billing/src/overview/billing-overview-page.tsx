import { Button, ButtonLink, Card, formatNaira, formatDay, IN_NIGERIA } from '@platform/shared-ui';
import { useState } from 'react';
import { useUnknownReturnNotice } from '../checkout/use-checkout-return';
import { Facts } from '../common/facts';
import layout from '../common/layout.module.css';
import { LoadState } from '../common/load-state';
import { PageHeader } from '../common/page-header';
import { SummaryCard, SummaryRow } from '../common/summary-card';
import { InvoicesTable } from '../invoices/invoices-table';
import { ContractPaymentsDue } from './contract-payments-due';
import { OVERVIEW_TEXTS, type BillingOverview } from './overview-api';
import { SavedCardSection } from './saved-card-section';
import { useBillingOverview } from './use-billing-overview';
import { useDueContractPayments } from './use-due-contract-payments';
import styles from './billing-overview-page.module.css';

/** /billing (the spec's billing and plans screens): the subscription, seats, team payments and recent invoices of the account. */
export default function BillingOverviewPage() {
  const contractsDue = useDueContractPayments();
  const { overview, payDue, payInvoice } = useBillingOverview();
  useUnknownReturnNotice();
  return (
    <div className={layout.page}>
      <PageHeader title={OVERVIEW_TEXTS.title} subtitle={OVERVIEW_TEXTS.subtitle} />
      <ContractPaymentsDue due={contractsDue.due} payNow={contractsDue.payNow} />
      <LoadState query={overview} loading="Loading billing...">
        {(answer) => <Overview overview={answer} payDue={payDue} payInvoice={payInvoice} />}
      </LoadState>
    </div>
  );
}

interface OverviewProps {
  overview: BillingOverview;
  payDue: () => Promise<void>;
  payInvoice: ReturnType<typeof useBillingOverview>['payInvoice'];
}

function Overview({ overview, payDue, payInvoice }: OverviewProps) {
  const { plan, seats, team_payments: team } = overview;
  const [paying, setPaying] = useState(false);
  const due = overview.amount_due_kobo;
  return (
    <>
      <Card as="section" aria-label="Current plan" className={styles.plan}>
        <div className={styles.planMain}>
          <p className={styles.eyebrow}>Current plan</p>
          {/* The spec puts the 'Business' badge on /billing/plans only (billing and plans screens). */}
          <h2 className={styles.planTitle}>{plan.title}</h2>
          {overview.plan_at_period_end ? (
            <p className={layout.note}>
              Changes to {overview.plan_at_period_end.title} on{' '}
              {formatDay(overview.next_billing_date, IN_NIGERIA) ?? '—'}.
            </p>
          ) : null}
        </div>
        <Facts
          items={[
            ['Next billing date', formatDay(overview.next_billing_date, IN_NIGERIA) ?? '—'],
            ['Monthly price', formatNaira(overview.monthly_price_kobo)],
            [OVERVIEW_TEXTS.seatsFact, `${seats.occupied} of ${seats.included} used`],
            ['Due now', formatNaira(due)],
          ]}
        />
        <p className={layout.note}>
          {seats.available === 0
            ? OVERVIEW_TEXTS.allSeatsUsed(seats.included)
            : OVERVIEW_TEXTS.seatsLeft(seats.available)}{' '}
          {OVERVIEW_TEXTS.ownerTakesNoSeat}
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/billing/plans" variant="secondary">
            Change Plan
          </ButtonLink>
          <Button
            disabled={due === 0}
            loading={paying}
            title={due === 0 ? OVERVIEW_TEXTS.nothingDue : undefined}
            onClick={async () => {
              setPaying(true);
              await payDue();
              setPaying(false);
            }}
          >
            Process Payment
          </Button>
        </div>
        {overview.total_due_kobo === 0 ? <p className={layout.note}>{OVERVIEW_TEXTS.nothingDue}</p> : null}
      </Card>

      <AmountDue overview={overview} />

      <SavedCardSection />

      <section aria-labelledby="team-payments-heading" className={layout.section}>
        <div className={layout.sectionHeader}>
          <h2 id="team-payments-heading">Team Payments</h2>
          <ButtonLink to="/billing/team-payments" variant="secondary" size="sm">
            Manage Team Payments
          </ButtonLink>
        </div>
        <SummaryRow>
          <SummaryCard
            label="Total Payroll"
            value={formatNaira(team.total_payroll_kobo)}
            note={`${team.count} team payments`}
          />
          <SummaryCard label="Outstanding" value={formatNaira(team.outstanding_kobo)} />
          <SummaryCard
            label="Upcoming"
            value={formatNaira(team.upcoming_kobo)}
            note="Due in the next 7 days"
          />
        </SummaryRow>
      </section>

      <section aria-labelledby="seats-heading" className={layout.section}>
        <div className={layout.sectionHeader}>
          <h2 id="seats-heading">Seats</h2>
          <ButtonLink to="/billing/team-seats" variant="secondary" size="sm">
            Manage Seats
          </ButtonLink>
        </div>
        <SummaryRow>
          <SummaryCard label="Full Time" value={seats.by_type.full_time} />
          <SummaryCard label="Freelance" value={seats.by_type.freelance} />
          <SummaryCard label="Client" value={seats.by_type.client} />
        </SummaryRow>
      </section>

      <section aria-labelledby="invoices-heading" className={layout.section}>
        <h2 id="invoices-heading">Recent Invoices</h2>
        <InvoicesTable invoices={overview.recent_invoices} onPay={payInvoice} />
      </section>
    </>
  );
}

/** What the account owes: the plan and seats (Process Payment) and its contracts (each paid on its own). */
function AmountDue({ overview }: { overview: BillingOverview }) {
  const contracts = overview.contracts_due;
  return (
    <section aria-labelledby="amount-due-heading" className={layout.section}>
      <h2 id="amount-due-heading">{OVERVIEW_TEXTS.amountDue}</h2>
      <SummaryRow>
        <SummaryCard label={OVERVIEW_TEXTS.planDue} value={formatNaira(overview.amount_due_kobo)} />
        <SummaryCard
          label={OVERVIEW_TEXTS.contractsDue}
          value={formatNaira(contracts.amount_kobo)}
          note={
            contracts.next_due_date
              ? OVERVIEW_TEXTS.contractInvoices(
                  contracts.count,
                  formatDay(contracts.next_due_date, IN_NIGERIA) ?? '—',
                )
              : undefined
          }
        />
        <SummaryCard label={OVERVIEW_TEXTS.totalDue} value={formatNaira(overview.total_due_kobo)} />
      </SummaryRow>
    </section>
  );
}
