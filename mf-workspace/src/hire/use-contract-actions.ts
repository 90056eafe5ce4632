import { FORM_ERROR_TOAST, failureMessage, usePlatform, useSubmit } from '@platform/shared-ui';
import { useApiMutation } from '@platform/shared-ui/queries';
import { useCallback, useState } from 'react';
import type { Contract } from './hire-api';

const ofProject = (projectId: string) => ({ path: { project_id: projectId } });

/** The contract page's changes besides the signature: instalments and the first payment; errors become toasts. */
export function useContractActions(projectId: string, onChange: (contract: Contract) => void) {
  const { toast } = usePlatform();
  const [busy, setBusy] = useState<'installments' | 'pay' | null>(null);
  const { mutateAsync: saveContract } = useApiMutation('patch', '/api/projects/{project_id}/contract/');
  const { mutateAsync: startPayment } = useApiMutation(
    'post',
    '/api/projects/{project_id}/contract/first-payment/',
  );

  const fail = useCallback((error: unknown) => toast(failureMessage(error), FORM_ERROR_TOAST), [toast]);

  const setInstallments = async (installments: boolean) => {
    setBusy('installments');
    try {
      const saved = await saveContract({ params: ofProject(projectId), body: { installments } });
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
      const started = await startPayment({ params: ofProject(projectId) });
      window.location.assign(started.checkout_url);
    } catch (error) {
      fail(error);
      setBusy(null);
    }
  };

  return { busy, setInstallments, pay };
}

/**
 * Signing the contract as shown (`POST .../contract/sign/` with the hash of the document on the page),
 * through the one submit flow: the server's checks of the name and the agreement show under those fields,
 * and its message is the success toast.
 */
export function useSignature(
  projectId: string,
  documentSha256: string,
  onChange: (contract: Contract) => void,
) {
  const { mutateAsync: signContract } = useApiMutation('post', '/api/projects/{project_id}/contract/sign/');
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });

  const sign = (fullName: string, agree: boolean) =>
    void submit(null, async () => {
      const saved = await signContract({
        params: ofProject(projectId),
        body: { full_name: fullName, agree, document_sha256: documentSha256 },
      });
      onChange(saved.contract);
      return saved;
    });

  return { signing: submitting, fieldErrors, sign };
}
