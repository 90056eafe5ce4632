/** The kinds of amount owed (payables.ts says what each means). */
export type PayableKind = 'invoice' | 'team-invoice' | 'team-bonus';

/** A payable's name, "<kind>:<id>", as payments' allocations and the ledger record it. */
export const payableKey = (kind: PayableKind, id: string) => `${kind}:${id}`;
