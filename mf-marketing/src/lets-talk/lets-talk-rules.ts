import type { LetsTalkBody } from '@platform/shared-ui/core';
import { commonRuleError } from '../forms/form-rules';

export const LETS_TALK_NETWORK_FAILURE = 'Failed to send. Please check your internet connection.';
export const letsTalkSuccess = (name: string) =>
  `Hi! ${name}, One of our representatives will contact you shortly.`;

export const letsTalkError = (values: LetsTalkBody) =>
  commonRuleError(values, ['fullname', 'email', 'messageType', 'projectDesc']);
