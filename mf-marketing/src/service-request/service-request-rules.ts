import { INVALID_PHONE_MESSAGE, PHONE_PATTERN } from '@platform/contract';
import { formProblem, type FormProblem, type ServiceRequestBody } from '@platform/shared-ui';
import { commonRuleError } from '../forms/form-rules';

const REQUIRED = ['fullname', 'email', 'phone', 'serviceType', 'projectDesc'] as const;

/** The first rule of the spec's validation rules the request breaks, in its order (honeypot, required, e-mail, phone), or null. */
export function serviceRequestError(values: ServiceRequestBody): FormProblem | null {
  return (
    commonRuleError(values, REQUIRED) ??
    (PHONE_PATTERN.test(values.phone) ? null : formProblem(INVALID_PHONE_MESSAGE, 'phone'))
  );
}
