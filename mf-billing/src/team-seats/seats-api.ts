import { SEAT_COUNT_MESSAGE } from '@platform/contract';
import type { ApiOperation, ApiResult } from '@platform/shared-ui';

/** `GET /api/billing/seats/` */
export type SeatsOverview = ApiResult<ApiOperation<'/api/billing/seats/', 'get'>>;

export type SeatBilling = 'monthly' | 'yearly';

/** A seat's type (the spec's workspace roles and permissions), as the server names it. */
export type SeatType = SeatsOverview['members'][number]['type'];
export const SEAT_TYPES: readonly SeatType[] = ['Full Time', 'Freelance', 'Client'];

export const SEAT_TEXTS = {
  title: 'Team Seats',
  subtitle: 'Who holds a seat of your plan, and the seats you pay for.',
  addSeats: 'Add Seats',
  removeSeat: 'Remove',
  count: 'Number of seats',
  countRule: SEAT_COUNT_MESSAGE,
  billing: 'Billing',
  monthly: 'Monthly',
  yearly: 'Annually',
  amount: 'Amount',
  vatNote: 'VAT (7.5%) is added on the invoice.',
  monthlyNote:
    'You pay now, with your saved card or at the checkout, for what is left of this billing period, then monthly with your plan. The seats count once paid.',
  yearlyNote:
    'Billed annually: you pay now, with your saved card or at the checkout. The seats count once paid.',
  totalNote: 'Seats held by members of seats included',
  notice: (included: number, occupied: number, monthly: string, yearly: string) =>
    `${included} ${included === 1 ? 'seat' : 'seats'} allowed, ${occupied} occupied. You, the account owner, take no seat: each is for a member you invite. An extra seat is ${monthly} per month (${yearly} per year, billed annually).`,
  annualEnd: (count: number, date: string) =>
    `${count} ${count === 1 ? 'seat' : 'seats'} paid for the year ${count === 1 ? 'ends' : 'end'} on ${date}.`,
  noMembers: 'No one holds a seat yet. Invite members from a project team page.',
  removeHolderTitle: (name: string) => `Remove ${name}?`,
  removeHolderBody: (name: string) =>
    `${name} leaves every project of your account and loses access to them at once. The seat stays on your plan, free for someone else; give it up with Remove Seat.`,
  removeHolderConfirm: 'Remove from projects',
} as const;
