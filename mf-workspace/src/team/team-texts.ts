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
  /**
   * The spec's notice reads "the plan allows 5 seats, 4 are occupied" (paraphrased, not quoted); the owner clause is
   * the billing seats page's (mf-billing's team-seats and overview), so both say the owner takes no seat. A member with
   * Edit in Team Management sees the owner's seats, so the sentences name the owner instead of "your".
   */
  seats: (included: number, occupied: number, isOwner: boolean) =>
    `${isOwner ? 'Your plan' : "The project owner's plan"} allows ${included} ${included === 1 ? 'seat' : 'seats'}, and ${occupied} ${occupied === 1 ? 'is' : 'are'} occupied. ${
      isOwner
        ? 'You, the account owner, take no seat: each is for a member you invite.'
        : 'The owner takes no seat: each is for a member invited to their projects.'
    }`,
  price: (monthly: string, yearly: string, nextBilling: string, isOwner: boolean) =>
    `An additional seat costs ${monthly} per month (${yearly} per year, billed annually), added to ${isOwner ? 'your' : "the owner's"} next billing cycle on ${nextBilling}.`,
  fits: (role: string, available: number, isOwner: boolean) =>
    `The new ${role} will take ${available === 1 ? `${isOwner ? 'your' : "the owner's"} last free seat` : `one of ${isOwner ? 'your' : "the owner's"} ${available} free seats`} when they join.`,
  full: (role: string, isOwner: boolean) =>
    isOwner
      ? `Every seat is taken: add a seat before the new ${role} can join.`
      : `Every seat is taken: ask the project owner to add a seat before the new ${role} can join.`,
  addSeats: 'Add Seats',
  /** The server's refusal of an invite when every seat is taken. */
  limit: INVITE_MESSAGES.seatsFull,
  /** The same to a member: the seats are the owner's to buy. */
  limitForMember:
    "All the seats of the project owner's plan are occupied. Ask the owner to add a seat to invite another member.",
  /** Someone already on one of the account's projects holds a seat (api/src/billing/subscriptions/seat-taking.ts). */
  seatHolders: 'People already on one of these projects can still be added.',
} as const;
