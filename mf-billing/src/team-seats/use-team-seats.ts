import { useTypedApi } from '@platform/shared-ui';
import { apiQueryClient, invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useCallback } from 'react';
import { goToCheckout, useCheckoutReturn } from '../checkout/use-checkout-return';
import type { SeatBilling, SeatsOverview, SeatType } from './seats-api';

const reloadSeats = () => void invalidateApi(['/api/billing/seats/']);

/** Shows the seats a change answered, without asking again. */
const showSeats = (seats: SeatsOverview) =>
  apiQueryClient().setQueryData(['get', '/api/billing/seats/'], seats);

/**
 * The seats (`GET /api/billing/seats/`) and their changes. Each change resolves with the server's answer
 * (its `message` is the success toast) and rejects with its refusal: the forms around them (`useSubmit`)
 * show it.
 */
export function useTeamSeats() {
  const api = useTypedApi();
  const seats = useApiQuery('get', '/api/billing/seats/');
  useCheckoutReturn(reloadSeats);

  /**
   * Seats are paid with the account's saved card (they count at once, and the answer's message is the toast)
   * or at the checkout (monthly ones for what is left of the period), counting once paid.
   */
  const addSeats = useCallback(
    async (count: number, billing: SeatBilling) => {
      const result = await api.post('/api/billing/seats/', { body: { count, billing } });
      if (result.status === 'paid') reloadSeats();
      else goToCheckout(result.payment);
      return result;
    },
    [api],
  );

  /** Gives up a bought seat; it stays until the period ends. */
  const removeSeat = useCallback(async () => {
    const result = await api.post('/api/billing/seats/remove/', { body: { count: 1 } });
    showSeats(result);
    return result;
  }, [api]);

  /** Takes a member's seat back (`DELETE /api/billing/seats/{member_id}/`): they leave the account's projects. */
  const removeHolder = useCallback(
    async (memberId: string) => {
      const result = await api.delete('/api/billing/seats/{member_id}/', { path: { member_id: memberId } });
      showSeats(result);
      return result;
    },
    [api],
  );

  /** A member's seat type (`PATCH /api/billing/seats/{member_id}/`); the page shows the seats answered. */
  const changeSeatType = useCallback(
    async (memberId: string, type: SeatType) => {
      const result = await api.patch('/api/billing/seats/{member_id}/', {
        path: { member_id: memberId },
        body: { type },
      });
      showSeats(result);
      return result;
    },
    [api],
  );

  return { seatsQuery: seats, addSeats, removeSeat, removeHolder, changeSeatType };
}
