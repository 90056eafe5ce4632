import type { ContactMethodLabel, MessageType } from '@platform/contract';
import type { ContactMessageType, ContactMethod, RequestStatus } from '@platform/prisma';

/*
 * The texts of the stored values. The choices themselves are @platform/contract's (the pages offer the same
 * lists); request statuses are ours (the spec shows none): see docs/decisions.md, "Public site".
 */

/** What the visitor reads; staff see the inbox's own words for Won and Lost (inbox/inbox-statuses.ts). */
export const requestStatusLabels = {
  RECEIVED: 'Received',
  IN_REVIEW: 'In Review',
  QUOTED: 'Quoted',
  WON: 'Accepted',
  LOST: 'Not Going Ahead',
  CLOSED: 'Closed',
} as const satisfies Record<RequestStatus, string>;

/** How each of the contract's CONTACT_METHODS is stored. */
export const contactMethodLabels = {
  EMAIL: 'Email',
  PHONE: 'Phone',
  CHAT: 'Chat',
} as const satisfies Record<ContactMethod, ContactMethodLabel>;

/** How each of the contract's MESSAGE_TYPES is stored. */
export const messageTypeLabels = {
  GENERAL_ENQUIRY: 'General Enquiry',
  PROJECT_SETUP: 'Project SetUp',
  REQUEST_FOLLOW_UP: 'Request Follow Up',
  CUSTOM_REQUEST: 'Custom Request',
  SCHEDULE_A_CALL: 'Schedule A Call',
  OTHER: 'Other',
} as const satisfies Record<ContactMessageType, MessageType>;

/** A choice of the contract's lists that the database cannot store fails to compile. */
type Unstored<Label, Labels extends Record<string, string>> = Exclude<Label, Labels[keyof Labels]>;
const everyChoiceStored: [
  Unstored<ContactMethodLabel, typeof contactMethodLabels> | Unstored<MessageType, typeof messageTypeLabels>,
] extends [never]
  ? true
  : never = true;
void everyChoiceStored;

/** The stored value whose text is `label`, or undefined when there is none. */
export function valueOfLabel<V extends string>(
  labels: Readonly<Record<V, string>>,
  label: string,
): V | undefined {
  return (Object.keys(labels) as V[]).find((value) => labels[value] === label);
}
