import { formatNaira } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { Link } from 'react-router-dom';
import { SEAT_TEXTS } from './team-texts';
import styles from './team.module.css';

const billingDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Where a full account buys seats (mf-billing). */
export const ADD_SEATS_PATH = '/billing/team-seats';

/**
 * What one more member costs the project owner's account, on the invite pages. Shown only to those who may
 * invite (the server answers 403 to others), and to nobody while it loads.
 */
export function SeatCostNotice({
  projectId,
  role,
  isOwner,
}: {
  projectId: string;
  role: string;
  /** The caller owns the project: the seats are theirs to buy ("your plan"), else the owner's (no Add Seats link). */
  isOwner: boolean;
}) {
  const query = useApiQuery('get', '/api/projects/{project_id}/seat-cost/', {
    params: { path: { project_id: projectId } },
  });
  if (!query.isSuccess) return null;
  const seats = query.data;
  const newMember = role || 'member';
  return (
    <section className={styles.notice} aria-labelledby="seat-cost-heading">
      <h3 id="seat-cost-heading" className={styles.noticeHeading}>
        {SEAT_TEXTS.heading}
      </h3>
      <p>{SEAT_TEXTS.seats(seats.seats_included, seats.seats_occupied, isOwner)}</p>
      <p>
        {SEAT_TEXTS.price(
          formatNaira(seats.seat_price_monthly_kobo),
          formatNaira(seats.seat_price_yearly_kobo),
          billingDate.format(new Date(seats.next_billing_date)),
          isOwner,
        )}
      </p>
      {seats.seats_available > 0 ? (
        <p>{SEAT_TEXTS.fits(newMember, seats.seats_available, isOwner)}</p>
      ) : (
        <p>
          {SEAT_TEXTS.full(newMember, isOwner)}{' '}
          {isOwner ? <Link to={ADD_SEATS_PATH}>{SEAT_TEXTS.addSeats}</Link> : null}
        </p>
      )}
    </section>
  );
}
