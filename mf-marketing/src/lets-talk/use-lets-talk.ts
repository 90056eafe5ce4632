import { FORM_SUCCESS_TOAST, usePlatform, useTypedApi, type LetsTalkBody } from '@platform/shared-ui';
import { usePublicForm } from '../forms/use-public-form';
import { LETS_TALK_NETWORK_FAILURE, letsTalkError, letsTalkSuccess } from './lets-talk-rules';

/** Sends the Let's Talk form (`POST /api/lets-talk/`); on success greets the sender by name. */
export function useLetsTalk(onSent: () => void) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  return usePublicForm({
    check: letsTalkError,
    send: (values: LetsTalkBody) => api.post('/api/lets-talk/', { body: values, auth: 'form' }),
    networkFailure: LETS_TALK_NETWORK_FAILURE,
    onSuccess: (_answer, values) => {
      toast(letsTalkSuccess(values.fullname), FORM_SUCCESS_TOAST);
      onSent();
    },
  });
}
