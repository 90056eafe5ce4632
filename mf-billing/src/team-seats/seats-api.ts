// TODO(billing-ui): from ApiSchemas once the seat routes are on main.
import type { Payment } from '../checkout/payment';

export type SeatType = 'Full Time' | 'Freelance' | 'Client';
export type SeatBilling = 'monthly' | 'yearly';

export interface SeatMember {
  user_id: string;
  name: string;
  email: string;
  role: string;
  type: SeatType;
  seat_rate_kobo: number;
  status: 'Active' | 'Pending';
}

/** `GET /api/billing/seats/` */
export interface SeatsOverview {
  included: number;
  occupied: number;
  available: number;
  /** Bought seats given up, still there until `period_end`. */
  ending_at_period_end: number;
  /** Bought seats that can be given up. */
  removable: number;
  period_end: string;
  seat_price_monthly_kobo: number;
  seat_price_yearly_kobo: number;
  by_type: { full_time: number; freelance: number; client: number };
  members: SeatMember[];
}

/** `POST /api/billing/seats/`: a charge to pay at the checkout, or seats added to the next invoice. */
export type AddSeatsResult = { status: 'checkout'; payment: Payment } | { status: 'added'; message: string };

/** Seats bought in one go: the server refuses more too. */
export const MAX_SEATS_AT_ONCE = 100;

export const SEAT_TEXTS = {
  title: 'Team Seats',
  subtitle: 'Who holds a seat of your plan, and the seats you pay for.',
  addSeats: 'Add Seats',
  removeSeat: 'Remove',
  count: 'Number of seats',
  countRule: `Enter a whole number of seats from 1 to ${MAX_SEATS_AT_ONCE}.`,
  billing: 'Billing',
  monthly: 'Monthly',
  yearly: 'Annually',
  amount: 'Amount',
  vatNote: 'VAT (7.5%) is added on the invoice.',
  monthlyNote: 'Added to your next invoice.',
  yearlyNote: 'Billed annually: you pay now at the checkout.',
  notice: (included: number, occupied: number, monthly: string, yearly: string) =>
    `${included} seats allowed, ${occupied} occupied. An extra seat is ${monthly} per month (${yearly} per year, billed annually).`,
  noMembers: 'No one holds a seat yet. Invite members from a project team page.',
  removeConfirm: (date: string) => `The seat stays until ${date}, then leaves your plan.`,
} as const;
