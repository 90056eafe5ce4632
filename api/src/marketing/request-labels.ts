import type { ContactMessageType, ContactMethod, RequestStatus } from '@platform/prisma';

/*
 * The texts of the stored values. Request statuses are ours (the spec shows none): see
 * docs/decisions.md, "Public site".
 */

export const requestStatusLabels = {
  RECEIVED: 'Received',
  IN_REVIEW: 'In Review',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  CLOSED: 'Closed',
} as const satisfies Record<RequestStatus, string>;

/** The three contact methods of spec part 1 §3, in its order. */
export const contactMethodLabels = {
  EMAIL: 'Email',
  PHONE: 'Phone',
  CHAT: 'Chat',
} as const satisfies Record<ContactMethod, string>;

/** The six Let's Talk message types of spec part 1 §3, in its order and spelling. */
export const messageTypeLabels = {
  GENERAL_ENQUIRY: 'General Enquiry',
  PROJECT_SETUP: 'Project SetUp',
  REQUEST_FOLLOW_UP: 'Request Follow Up',
  CUSTOM_REQUEST: 'Custom Request',
  SCHEDULE_A_CALL: 'Schedule A Call',
  OTHER: 'Other',
} as const satisfies Record<ContactMessageType, string>;

/** The stored value whose text is `label`, or undefined when there is none. */
export function valueOfLabel<V extends string>(
  labels: Readonly<Record<V, string>>,
  label: string,
): V | undefined {
  return (Object.keys(labels) as V[]).find((value) => labels[value] === label);
}
