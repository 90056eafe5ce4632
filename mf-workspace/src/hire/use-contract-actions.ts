import { ApiError, DEFAULT_ERROR_MESSAGE, usePlatform } from '@platform/shared-ui';
import { useCallback, useState } from 'react';
import type { Contract } from './hire-api';
import { contractPath } from './hire-api';

interface Saved {
  message: string;
  contract: Contract;
}

export type FieldErrors = Partial<Record<'full_name' | 'agree', string>>;

/** The contract page's changes: instalments, the signature and the first payment; errors become toasts. */
export function useContractActions(projectId: string, onChange: (contract: Contract) => void) {
  const { api, toast } = usePlatform();
  const [busy, setBusy] = useState<'installments' | 'sign' | 'pay' | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const fail = useCallback(
    (error: unknown) => {
      toast(error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE, { type: 'error' });
      if (error instanceof ApiError && error.errors) setErrors(error.errors as FieldErrors);
    },
    [toast],
  );

  const setInstallments = async (installments: boolean) => {
    setBusy('installments');
    try {
      const saved = await api.request<Saved>(contractPath(projectId), {
        method: 'PATCH',
        body: { installments },
      });
      onChange(saved.contract);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const sign = async (fullName: string, agree: boolean, documentSha256: string) => {
    setErrors({});
    setBusy('sign');
    try {
      const saved = await api.post<Saved>(`${contractPath(projectId)}sign/`, {
        full_name: fullName,
        agree,
        document_sha256: documentSha256,
      });
      toast(saved.message, { type: 'success' });
      onChange(saved.contract);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  /** Opens the provider's checkout; the payer comes back to this page with `?reference=`. */
  const pay = async () => {
    setBusy('pay');
    try {
      const started = await api.post<{ checkout_url: string }>(`${contractPath(projectId)}first-payment/`);
      window.location.assign(started.checkout_url);
    } catch (error) {
      fail(error);
      setBusy(null);
    }
  };

  return { busy, errors, setInstallments, sign, pay };
}
