import { useTypedApi, type ServiceRequestBody } from '@platform/shared-ui';
import { usePublicForm } from '../forms/use-public-form';
import { rememberRequest } from './recent-request';
import { serviceRequestError } from './service-request-rules';

/** Sends the service-request form (`POST /api/service-request/`, with the form token). */
export function useServiceRequest(onSent: (email: string) => void) {
  const api = useTypedApi();
  return usePublicForm({
    check: serviceRequestError,
    send: (values: ServiceRequestBody) => api.post('/api/service-request/', { body: values, auth: 'form' }),
    onSuccess: (_answer, values) => {
      rememberRequest(values.email);
      onSent(values.email);
    },
  });
}
