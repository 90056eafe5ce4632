import { useTypedApi } from '@platform/shared-ui';
import { useCallback } from 'react';
import { goToCheckout, useCheckoutReturn } from '../checkout/use-checkout-return';
import { useLoad } from '../common/use-load';
import type { SeatBilling, SeatType } from './seats-api';

/**
 * The seats (`GET /api/billing/seats/`) and their changes. Each change resolves with the server's answer
 * (its `message` is the success toast) and rejects with its refusal: the forms around them (`useSubmit`)
 * show it.
 */
export function useTeamSeats() {
  const api = useTypedApi();
  const seats = useLoad('seats', (signal) => api.get('/api/billing/seats/', { signal }));
  const { reload, replace } = seats;
  useCheckoutReturn(reload);

  /**
   * Seats are paid with the account's saved card (they count at once, and the answer's message is the toast)
   * or at the checkout (monthly ones for what is left of the period), counting once paid.
   */
  const addSeats = useCallback(
    async (count: number, billing: SeatBilling) => {
      const result = await api.post('/api/billing/seats/', { body: { count, billing } });
      if (result.status === 'paid') reload();
      else goToCheckout(result.payment);
      return result;
    },
    [api, reload],
  );

  /** Gives up a bought seat; it stays until the period ends. */
  const removeSeat = useCallback(async () => {
    const result = await api.post('/api/billing/seats/remove/', { body: { count: 1 } });
    replace(result);
    return result;
  }, [api, replace]);

  /** Takes a member's seat back (`DELETE /api/billing/seats/{member_id}/`): they leave the account's projects. */
  const removeHolder = useCallback(
    async (memberId: string) => {
      const result = await api.delete('/api/billing/seats/{member_id}/', { path: { member_id: memberId } });
      replace(result);
      return result;
    },
    [api, replace],
  );

  /** A member's seat type (`PATCH /api/billing/seats/{member_id}/`); the page shows the seats answered. */
  const changeSeatType = useCallback(
    async (memberId: string, type: SeatType) => {
      const result = await api.patch('/api/billing/seats/{member_id}/', {
        path: { member_id: memberId },
        body: { type },
      });
      replace(result);
      return result;
    },
    [api, replace],
  );

  return { ...seats, addSeats, removeSeat, removeHolder, changeSeatType };
}
