import { formatNaira, PAYOUT_STATUS_LABELS } from '@platform/contract';
import { Badge, Button, Select, type ApiSchemas, useSubmit, useTypedApi } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useState } from 'react';
import { ConsoleTable } from '../common/console-table';
import { LoadState } from '../common/load-state';
import page from '../common/console-page.module.css';
import { PageHeader } from '../common/page-header';

type StaffPayout = ApiSchemas['schemas']['StaffPayout'];
type StatusKey = keyof typeof PAYOUT_STATUS_LABELS;

const PAYOUTS_PATH = '/api/staff/payouts/';

export const PAYOUT_TEXTS = {
  title: 'Payouts',
  subtitle:
    'What placed talent are owed for accepted milestones. Process Payment checks the bank account and sends the transfer.',
  loading: 'Loading the payouts...',
  filter: 'Status',
  all: 'All',
  columns: [
    'Created',
    'Talent',
    'For',
    'Gross',
    'Withholding',
    'Amount',
    'Account',
    'Client paid',
    'Status',
    'Action',
  ],
  empty: 'No payouts here.',
  process: 'Process Payment',
  retry: 'Retry',
  noAccount: 'No payout account',
  clientPaid: 'Paid',
  clientNotPaid: 'Not yet',
  notFromContract: '—',
  instalment: (instalment: string, invoice: string | null) =>
    invoice ? `${instalment} (${invoice})` : instalment,
  waitsFor: (instalment: string) => `Waits for the client to pay ${instalment}.`,
} as const;

const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

const tone = (status: string) =>
  status === PAYOUT_STATUS_LABELS.paid
    ? 'success'
    : status === PAYOUT_STATUS_LABELS.failed
      ? 'danger'
      : 'neutral';

const filterLabels = [PAYOUT_TEXTS.all, ...Object.values(PAYOUT_STATUS_LABELS)];
const keyOf = (label: string) =>
  (Object.entries(PAYOUT_STATUS_LABELS).find(([, value]) => value === label)?.[0] ?? undefined) as
    | StatusKey
    | undefined;

function PayoutRow({ payout, onProcess }: { payout: StaffPayout; onProcess: (payout: StaffPayout) => void }) {
  const action =
    payout.status_key === 'pending'
      ? PAYOUT_TEXTS.process
      : payout.status_key === 'failed'
        ? PAYOUT_TEXTS.retry
        : null;
  const { funding } = payout;
  const instalment = funding ? PAYOUT_TEXTS.instalment(funding.instalment, funding.invoice_number) : '';
  // Money out only after money in: the server refuses it too, this says why before anyone presses.
  const unfunded = action !== null && funding !== null && !funding.paid;
  const reasonId = `payout-${payout.id}-waits`;
  return (
    <tr aria-label={`${payout.talent.name} ${payout.invoice_number}`}>
      <td>{dateTime.format(new Date(payout.created_at))}</td>
      <td>
        {payout.talent.name}
        <div className={page.muted}>{payout.talent.email}</div>
      </td>
      <td>
        {payout.project.name}
        <div className={page.muted}>
          {payout.invoice_number} · {payout.milestone}
        </div>
      </td>
      <td>{formatNaira(payout.gross_kobo)}</td>
      <td>{formatNaira(payout.withholding_kobo)}</td>
      <td>{formatNaira(payout.amount_kobo)}</td>
      <td>
        {payout.bank ? `${payout.bank.bank_name} ${payout.bank.account_number}` : PAYOUT_TEXTS.noAccount}
        {payout.account_name ? <div className={page.muted}>{payout.account_name}</div> : null}
      </td>
      <td>
        {funding ? (
          <>
            {funding.paid ? PAYOUT_TEXTS.clientPaid : PAYOUT_TEXTS.clientNotPaid}
            <div className={page.muted}>{instalment}</div>
          </>
        ) : (
          PAYOUT_TEXTS.notFromContract
        )}
      </td>
      <td>
        <Badge tone={tone(payout.status)}>{payout.status}</Badge>
        {payout.reason ? <div className={page.muted}>{payout.reason}</div> : null}
      </td>
      <td>
        {action ? (
          <Button
            disabled={unfunded}
            aria-describedby={unfunded ? reasonId : undefined}
            onClick={() => onProcess(payout)}
          >
            {action}
          </Button>
        ) : null}
        {unfunded ? (
          <div id={reasonId} className={page.muted}>
            {PAYOUT_TEXTS.waitsFor(instalment)}
          </div>
        ) : null}
      </td>
    </tr>
  );
}

/** /staff/payouts (Finance and Admin): every talent payout by status; Process Payment, Retry after a failure. */
export default function PayoutsPage() {
  const api = useTypedApi();
  const [status, setStatus] = useState<StatusKey | undefined>('pending');
  const payouts = useApiQuery('get', PAYOUTS_PATH, { params: { query: { status } } });
  const { submit } = useSubmit();
  const process = async (payout: StaffPayout) => {
    await submit(null, () =>
      api.post('/api/staff/payouts/{payout_id}/process/', { path: { payout_id: payout.id } }),
    );
    void invalidateApi([PAYOUTS_PATH]);
  };
  return (
    <section className={page.page}>
      <PageHeader title={PAYOUT_TEXTS.title} subtitle={PAYOUT_TEXTS.subtitle} />
      <Select
        label={PAYOUT_TEXTS.filter}
        options={filterLabels}
        value={status ? PAYOUT_STATUS_LABELS[status] : PAYOUT_TEXTS.all}
        onChange={(e) => setStatus(keyOf(e.target.value))}
      />
      <LoadState query={payouts} loading={PAYOUT_TEXTS.loading}>
        {(list) =>
          list.payouts.length === 0 ? (
            <p className={page.empty}>{PAYOUT_TEXTS.empty}</p>
          ) : (
            <ConsoleTable label={PAYOUT_TEXTS.title} columns={PAYOUT_TEXTS.columns}>
              {list.payouts.map((payout) => (
                <PayoutRow key={payout.id} payout={payout} onProcess={(item) => void process(item)} />
              ))}
            </ConsoleTable>
          )
        }
      </LoadState>
    </section>
  );
}
