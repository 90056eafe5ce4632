import { useLiveEvents, usePlatform } from '@platform/shared-ui';
import { useCallback, useEffect, useState } from 'react';

/** A bill unpaid past its grace period, as `GET /api/billing/restriction/` answers it. */
export interface AccountRestriction {
  message: string;
  invoice_id: string;
  number: string;
  owed_kobo: number;
  due_date: string;
  pay_path: string;
}

/**
 * Whether the signed-in account is restricted: read when the layout opens, and again whenever one of its
 * invoices is paid (the live stream's `invoice.paid`), so paying lifts the banner at once in every tab.
 * A failed read shows no banner: the API still refuses what a restricted account may not do.
 */
export function useAccountRestriction(): AccountRestriction | null {
  const { api } = usePlatform();
  const [restriction, setRestriction] = useState<AccountRestriction | null>(null);

  const reload = useCallback(() => {
    api
      .get<{ restriction: AccountRestriction | null }>('/api/billing/restriction/')
      .then((answer) => setRestriction(answer.restriction))
      .catch(() => undefined);
  }, [api]);

  useEffect(() => reload(), [reload]);
  useLiveEvents(null, ['invoice.paid'], reload);
  return restriction;
}
