import { DEFAULT_ERROR_MESSAGE } from '@platform/shared-ui';
import { authAs, useApiQuery } from '@platform/shared-ui/queries';

export type ResetLink =
  | { status: 'loading' }
  | { status: 'usable' }
  | { status: 'unusable'; message: string };

const CHECK_FAILED = 'Something went wrong.';

/** Whether the reset link's token can still be used (`POST /api/verify-reset-token/`). */
export function useResetLink(token: string): ResetLink {
  const check = useApiQuery(
    'post',
    '/api/verify-reset-token/',
    { body: { token }, headers: authAs('none') },
    { enabled: token !== '' },
  );
  if (!token) return { status: 'unusable', message: 'Invalid reset link.' };
  if (check.error) {
    const { message } = check.error;
    return { status: 'unusable', message: message === DEFAULT_ERROR_MESSAGE ? CHECK_FAILED : message };
  }
  return check.isSuccess ? { status: 'usable' } : { status: 'loading' };
}
