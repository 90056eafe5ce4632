import { INVITE_MESSAGES } from '@platform/contract';

/* The team pages' texts: the spec's (workspace validation rules and workspace error catalogue; the invite's rules are @platform/contract's) and ours. */

export const INVITE_TEXTS = {
  ...INVITE_MESSAGES,
  failed: 'Failed to add team member.',
  network: 'Error sending data to server.',
  sending: 'Sending...',
} as const;

/** The user search starts from this many characters (the spec's workspace constants and limits). */
export const MIN_SEARCH_LENGTH = 3;

/** The Seat Cost Notification (the spec's add team member screen): its sentences, from the owner's real seats. */
export const SEAT_TEXTS = {
  heading: 'Seat Cost Notification',
  seats: (included: number, occupied: number) =>
    `Your plan allows ${included} ${included === 1 ? 'seat' : 'seats'}, and ${occupied} ${occupied === 1 ? 'is' : 'are'} occupied.`,
  price: (monthly: string, yearly: string, nextBilling: string) =>
    `An additional seat costs ${monthly} per month (${yearly} per year, billed annually), added to your next billing cycle on ${nextBilling}.`,
  fits: (role: string, available: number) =>
    `The new ${role} will take ${available === 1 ? 'your last free seat' : `one of your ${available} free seats`} when they join.`,
  full: (role: string) => `Every seat is taken: add a seat before the new ${role} can join.`,
  addSeats: 'Add Seats',
  /** The server's refusal of an invite when every seat is taken. */
  limit: INVITE_MESSAGES.seatsFull,
  /** The same to a member: the seats are the owner's to buy. */
  limitForMember:
    "All the seats of the project owner's plan are occupied. Ask the owner to add a seat to invite another member.",
  /** Someone already on one of the account's projects holds a seat (api/src/billing/subscriptions/seat-taking.ts). */
  seatHolders: 'People already on one of these projects can still be added.',
} as const;
