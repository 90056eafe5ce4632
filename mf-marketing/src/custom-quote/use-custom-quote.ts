import { FORM_SUCCESS_TOAST, usePlatform, useTypedApi, type CustomQuoteBody } from '@platform/shared-ui';
import { usePublicForm } from '../forms/use-public-form';
import { customQuoteError, QUOTE_NETWORK_FAILURE, quoteSuccess } from './custom-quote-rules';

/** Sends the custom-quote form (`POST /api/custom-quote/`); on success greets the sender by name. */
export function useCustomQuote(onSent: (email: string) => void) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  return usePublicForm({
    check: customQuoteError,
    send: (values: CustomQuoteBody) => api.post('/api/custom-quote/', { body: values, auth: 'form' }),
    networkFailure: QUOTE_NETWORK_FAILURE,
    onSuccess: (_answer, values) => {
      toast(quoteSuccess(values.fullname), FORM_SUCCESS_TOAST);
      onSent(values.email);
    },
  });
}
