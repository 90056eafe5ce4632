import { Button, formatNaira, useSubmit, formatDay, IN_NIGERIA } from '@platform/shared-ui';
import { useState } from 'react';
import layout from '../common/layout.module.css';
import { EmptyState, LoadState, readAnswer } from '../common/load-state';
import { PageHeader } from '../common/page-header';
import { StatusBadge } from '../common/status-badge';
import { SummaryCard, SummaryRow } from '../common/summary-card';
import table from '../common/table.module.css';
import styles from './team-seats.module.css';
import { AddSeatsModal } from './add-seats-modal';
import { RemoveHolderDialog } from './remove-holder-dialog';
import { SeatTypeSelect } from './seat-type-select';
import { SEAT_TEXTS, type SeatsOverview, type SeatType } from './seats-api';
import { useTeamSeats } from './use-team-seats';

/** /billing/team-seats (the spec's billing and plans screens): seat summary, who holds a seat, Add Seats and Remove. */
export default function TeamSeatsPage() {
  const { seatsQuery, addSeats, removeSeat, removeHolder, changeSeatType } = useTeamSeats();
  const shown = readAnswer(seatsQuery);
  const [adding, setAdding] = useState(false);
  const removing = useSubmit({ successToast: true });
  const [holder, setHolder] = useState<{ user_id: string; name: string } | null>(null);

  return (
    <div className={layout.page}>
      <PageHeader
        back
        title={SEAT_TEXTS.title}
        subtitle={SEAT_TEXTS.subtitle}
        actions={
          shown ? (
            <>
              <Button
                variant="secondary"
                disabled={shown.removable === 0}
                loading={removing.submitting}
                onClick={() => void removing.submit(null, removeSeat)}
              >
                Remove Seat
              </Button>
              <Button onClick={() => setAdding(true)}>{SEAT_TEXTS.addSeats}</Button>
            </>
          ) : null
        }
      />
      <LoadState query={seatsQuery} loading="Loading seats...">
        {(seats) => (
          <>
            <SeatSummary seats={seats} />
            <MembersTable seats={seats} onRemove={setHolder} onTypeChange={changeSeatType} />
            {adding ? (
              <AddSeatsModal
                prices={{ monthly: seats.seat_price_monthly_kobo, yearly: seats.seat_price_yearly_kobo }}
                onClose={() => setAdding(false)}
                onSubmit={async (count, billing) => {
                  const result = await addSeats(count, billing);
                  if (result.status === 'paid') setAdding(false);
                  return result;
                }}
              />
            ) : null}
            {holder ? (
              <RemoveHolderDialog
                name={holder.name}
                onClose={() => setHolder(null)}
                onConfirm={() => removeHolder(holder.user_id)}
              />
            ) : null}
          </>
        )}
      </LoadState>
    </div>
  );
}

function SeatSummary({ seats }: { seats: SeatsOverview }) {
  return (
    <section aria-label="Seat summary" className={layout.section}>
      <SummaryRow>
        <SummaryCard
          label="Total"
          value={`${seats.occupied} / ${seats.included}`}
          note={SEAT_TEXTS.totalNote}
        />
        <SummaryCard label="Full Time" value={seats.by_type.full_time} />
        <SummaryCard label="Clients" value={seats.by_type.client} />
        <SummaryCard label="Freelance" value={seats.by_type.freelance} />
      </SummaryRow>
      <p className={layout.note}>
        {SEAT_TEXTS.notice(
          seats.included,
          seats.occupied,
          formatNaira(seats.seat_price_monthly_kobo),
          formatNaira(seats.seat_price_yearly_kobo),
        )}
        {seats.ending_at_period_end > 0
          ? ` ${seats.ending_at_period_end} given up ${seats.ending_at_period_end === 1 ? 'seat stays' : 'seats stay'} until ${formatDay(seats.period_end, IN_NIGERIA) ?? '—'}.`
          : ''}
        {seats.annual_seats.map(
          (annual) => ` ${SEAT_TEXTS.annualEnd(annual.count, formatDay(annual.ends_at, IN_NIGERIA) ?? '—')}`,
        )}
      </p>
    </section>
  );
}

interface MembersTableProps {
  seats: SeatsOverview;
  onRemove: (member: { user_id: string; name: string }) => void;
  onTypeChange: (userId: string, type: SeatType) => Promise<{ message: string }>;
}

function MembersTable({ seats, onRemove, onTypeChange }: MembersTableProps) {
  if (seats.members.length === 0) return <EmptyState>{SEAT_TEXTS.noMembers}</EmptyState>;
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <caption>Members</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Type</th>
            <th scope="col" className={table.amount}>
              Seat Rate/Month
            </th>
            <th scope="col">Status</th>
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody>
          {seats.members.map((member) => (
            <tr key={member.user_id}>
              <td>{member.name}</td>
              <td className={styles.email}>{member.email}</td>
              <td>{member.role}</td>
              <td>
                <SeatTypeSelect
                  name={member.name}
                  value={member.type}
                  onChange={(type) => onTypeChange(member.user_id, type)}
                />
              </td>
              <td className={table.amount}>{formatNaira(member.seat_rate_kobo)}</td>
              <td>
                <StatusBadge status={member.status} />
              </td>
              <td>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Remove ${member.name}`}
                  onClick={() => onRemove(member)}
                >
                  {SEAT_TEXTS.removeSeat}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
