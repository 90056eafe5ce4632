import { ApiError, usePlatform } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import type { SuccessResponse } from '../common/account-api';

export type ResetLink =
  | { status: 'loading' }
  | { status: 'usable' }
  | { status: 'unusable'; message: string };

/** Whether the reset link's token can still be used (`POST /api/verify-reset-token/`). */
export function useResetLink(token: string): ResetLink {
  const { api } = usePlatform();
  const [checked, setChecked] = useState<{ token: string; link: ResetLink } | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    api
      .post<SuccessResponse>(
        '/api/verify-reset-token/',
        { token },
        { auth: 'none', signal: controller.signal, fallbackMessage: 'Something went wrong.' },
      )
      .then(() => setChecked({ token, link: { status: 'usable' } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : 'Something went wrong.';
        setChecked({ token, link: { status: 'unusable', message } });
      });
    return () => controller.abort();
  }, [api, token]);

  if (!token) return { status: 'unusable', message: 'Invalid reset link.' };
  return checked?.token === token ? checked.link : { status: 'loading' };
}
