import { usePlatform, type MessageResponse, type ServiceRequestBody } from '@platform/shared-ui/core';
import { usePublicForm } from '../forms/use-public-form';
import { rememberRequest } from './recent-request';
import { serviceRequestError } from './service-request-rules';

/** Sends the service-request form (`POST /api/service-request/`, with the form token). */
export function useServiceRequest(onSent: (email: string) => void) {
  const { api } = usePlatform();
  return usePublicForm<ServiceRequestBody, MessageResponse>({
    check: serviceRequestError,
    send: (values) => api.post('/api/service-request/', values, { auth: 'form' }),
    onSuccess: (_answer, values) => {
      rememberRequest(values.email);
      onSent(values.email);
    },
  });
}
