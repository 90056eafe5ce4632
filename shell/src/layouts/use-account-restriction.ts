import { useLiveInvalidation } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';

/**
 * Whether the signed-in account is restricted (`GET /api/billing/restriction/`: a bill unpaid past its grace
 * period): read when the layout opens, and again whenever one of its invoices is paid (the live stream's
 * `invoice.paid`), so paying lifts the banner at once in every tab.
 * A failed read shows no banner: the API still refuses what a restricted account may not do.
 */
export function useAccountRestriction() {
  const answer = useApiQuery('get', '/api/billing/restriction/');
  useLiveInvalidation(null, ['invoice.paid'], ['/api/billing/restriction/']);
  return answer.data?.restriction ?? null;
}
