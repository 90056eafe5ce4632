import type { CustomQuoteBody } from '@platform/shared-ui/core';
import { commonRuleError } from '../forms/form-rules';

export const QUOTE_NETWORK_FAILURE = 'Failed to send Quote. Please check your internet connection.';
export const quoteSuccess = (name: string) => `Hi! ${name}, your quote has been submitted successfully.`;

export const customQuoteError = (values: CustomQuoteBody) =>
  commonRuleError(values, ['fullname', 'email', 'company', 'projectDesc']);
