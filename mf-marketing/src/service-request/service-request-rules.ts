import { formProblem, type FormProblem, type ServiceRequestBody } from '@platform/shared-ui';
import { commonRuleError } from '../forms/form-rules';

/** After the shown +234: 070, 071, 080, 081, 090 or 091, then exactly 8 digits (spec part 1 §5, §9). */
export const PHONE_PATTERN = /^0(70|71|80|81|90|91)\d{8}$/;
export const INVALID_PHONE = 'Please enter a valid phone number.';

export const CONTACT_METHODS = ['Email', 'Phone', 'Chat'] as const;

const REQUIRED = ['fullname', 'email', 'phone', 'serviceType', 'projectDesc'] as const;

/** The first rule of §5 the request breaks, in its order (honeypot, required, e-mail, phone), or null. */
export function serviceRequestError(values: ServiceRequestBody): FormProblem | null {
  return (
    commonRuleError(values, REQUIRED) ??
    (PHONE_PATTERN.test(values.phone) ? null : formProblem(INVALID_PHONE, 'phone'))
  );
}
