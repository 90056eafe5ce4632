import type { Notice } from '../../workspace/notifications/notify.js';

/*
 * A notice stored in the transaction that records a payment (payables.ts says what paying each kind does)
 * that should also go out by e-mail is handed to `mailAfterCommit`: it is sent once the payment is recorded.
 */
export type MailAfterCommit = (notice: Notice) => void;
