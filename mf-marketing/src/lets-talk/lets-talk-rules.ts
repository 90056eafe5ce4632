import type { LetsTalkBody } from '@platform/shared-ui';
import { commonRuleError } from '../forms/form-rules';

/** The six message types of spec part 1 §3, in its order and spelling. */
export const MESSAGE_TYPES = [
  'General Enquiry',
  'Project SetUp',
  'Request Follow Up',
  'Custom Request',
  'Schedule A Call',
  'Other',
] as const;

export const LETS_TALK_NETWORK_FAILURE = 'Failed to send. Please check your internet connection.';
export const letsTalkSuccess = (name: string) =>
  `Hi! ${name}, One of our representatives will contact you shortly.`;

export const letsTalkError = (values: LetsTalkBody) =>
  commonRuleError(values, ['fullname', 'email', 'messageType', 'projectDesc']);
