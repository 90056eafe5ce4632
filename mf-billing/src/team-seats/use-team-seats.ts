import { ApiError, usePlatform, useTypedApi } from '@platform/shared-ui';
import { useCallback } from 'react';
import { goToCheckout, useCheckoutReturn } from '../checkout/use-checkout-return';
import { useLoad } from '../common/use-load';
import type { SeatBilling, SeatType } from './seats-api';

/** The seats (`GET /api/billing/seats/`), adding them (checkout or next invoice) and giving one up. */
export function useTeamSeats() {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const seats = useLoad('seats', (signal) => api.get('/api/billing/seats/', { signal }));
  const { reload, replace } = seats;
  useCheckoutReturn(reload);

  const fail = useCallback(
    (error: unknown, fallback: string) => {
      toast(error instanceof ApiError ? error.message : fallback, { type: 'error' });
      return error instanceof ApiError && Object.keys(error.errors).length > 0 ? error.errors : undefined;
    },
    [toast],
  );

  /** Resolves with the server's field errors when it refuses the seats. */
  const addSeats = useCallback(
    async (count: number, billing: SeatBilling): Promise<Record<string, string> | undefined> => {
      try {
        const result = await api.post('/api/billing/seats/', { body: { count, billing } });
        if (result.status === 'checkout') {
          goToCheckout(result.payment);
          return undefined;
        }
        toast(result.message, { type: 'success' });
        reload();
        return undefined;
      } catch (error) {
        return fail(error, 'Failed to add seats.') ?? {};
      }
    },
    [api, fail, reload, toast],
  );

  /** Gives up a bought seat; it stays until the period ends. */
  const removeSeat = useCallback(async () => {
    try {
      const result = await api.post('/api/billing/seats/remove/', { body: { count: 1 } });
      toast(result.message, { type: 'success' });
      replace(result);
    } catch (error) {
      fail(error, 'Failed to remove the seat.');
    }
  }, [api, fail, replace, toast]);

  /** Takes a member's seat back (`DELETE /api/billing/seats/{member_id}/`): they leave the account's projects. */
  const removeHolder = useCallback(
    async (memberId: string) => {
      try {
        const result = await api.delete('/api/billing/seats/{member_id}/', { path: { member_id: memberId } });
        toast(result.message, { type: 'success' });
        replace(result);
      } catch (error) {
        fail(error, 'Failed to remove the member.');
      }
    },
    [api, fail, replace, toast],
  );

  /** A member's seat type (`PATCH /api/billing/seats/{member_id}/`); the page shows the seats answered. */
  const changeSeatType = useCallback(
    async (memberId: string, type: SeatType) => {
      try {
        const result = await api.patch('/api/billing/seats/{member_id}/', {
          path: { member_id: memberId },
          body: { type },
        });
        toast(result.message, { type: 'success' });
        replace(result);
      } catch (error) {
        fail(error, 'Failed to change the seat type.');
      }
    },
    [api, fail, replace, toast],
  );

  return { ...seats, addSeats, removeSeat, removeHolder, changeSeatType };
}
