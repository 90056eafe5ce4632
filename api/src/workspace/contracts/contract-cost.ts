/*
 * The cost and payment schedule of a hired team, in integer kobo. The total is each member's weekly rate
 * times the weeks; the schedule splits it so the parts always add up to the total exactly.
 */

export interface RatedMember {
  weeklyRateKobo: number;
  /** The weeks this member works, when a phased plan has them in only some phases; else the project's. */
  weeks?: number | undefined;
}

/** What one member costs over the project. */
export const memberCostKobo = (member: RatedMember, weeks: number) =>
  member.weeklyRateKobo * (member.weeks ?? weeks);

export function totalCostKobo(members: readonly RatedMember[], weeks: number): number {
  const total = members.reduce((sum, member) => sum + memberCostKobo(member, weeks), 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('The total is too large to hold in kobo.');
  return total;
}

/** When a part falls due: on signing, a number of months after signing, or on delivery. */
export type PartDue =
  | { kind: 'signing' }
  | { kind: 'months_after_signing'; months: number }
  | { kind: 'delivery' };

export interface SchedulePart {
  label: string;
  amountKobo: number;
  due: PartDue;
}

/** How many monthly instalments a project of `weeks` weeks is paid in: its months, at least two. */
export const installmentCount = (weeks: number) => Math.max(2, Math.ceil((weeks * 7) / 30));

/**
 * The default: 50% on signing and 50% on delivery (an odd kobo goes to the first part). With monthly
 * instalments: equal monthly parts, the first on signing; the kobo left over by the division go one each
 * to the first parts, so no two parts differ by more than one kobo.
 */
export function paymentSchedule(totalKobo: number, weeks: number, installments: boolean): SchedulePart[] {
  if (!installments) {
    const first = Math.ceil(totalKobo / 2);
    return [
      { label: '50% on signing', amountKobo: first, due: { kind: 'signing' } },
      { label: '50% on delivery', amountKobo: totalKobo - first, due: { kind: 'delivery' } },
    ];
  }
  const count = installmentCount(weeks);
  const base = Math.floor(totalKobo / count);
  const remainder = totalKobo - base * count;
  return Array.from({ length: count }, (_, index) => ({
    label: `Instalment ${index + 1} of ${count}`,
    amountKobo: base + (index < remainder ? 1 : 0),
    due:
      index === 0 ? { kind: 'signing' as const } : { kind: 'months_after_signing' as const, months: index },
  }));
}

/** The date a part falls due once the contract is signed on `signedAt`. */
export function dueDate(due: PartDue, signedAt: Date, weeks: number): Date {
  if (due.kind === 'signing') return signedAt;
  if (due.kind === 'delivery') return new Date(signedAt.getTime() + weeks * 7 * 86_400_000);
  // The same day of a later month, or that month's last day (31 January + 1 month = 28/29 February).
  const year = signedAt.getUTCFullYear();
  const month = signedAt.getUTCMonth() + due.months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(signedAt);
  date.setUTCFullYear(year, month, Math.min(signedAt.getUTCDate(), lastDay));
  return date;
}

/** "On signing", "1 month after signing", "On delivery (week 12)". */
export function dueText(due: PartDue, weeks: number): string {
  if (due.kind === 'signing') return 'On signing';
  if (due.kind === 'delivery') return `On delivery (week ${weeks})`;
  return `${due.months} month${due.months === 1 ? '' : 's'} after signing`;
}
