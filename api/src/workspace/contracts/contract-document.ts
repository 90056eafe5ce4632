import { createHash } from 'node:crypto';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { dueDate, dueText, memberCostKobo, paymentSchedule, totalCostKobo } from './contract-cost.js';
import { CONTRACT_TERMS, CONTRACT_TITLE, PAYMENT_METHOD } from './contract-terms.js';

/*
 * The contract as one plain JSON document. Unsigned, it is built from the project's data each time it is
 * shown; signed, the document of that moment is stored and never built again.
 */

export interface ContractInput {
  project: { id: string; name: string; type: string | null };
  client: { name: string; business: string | null; email: string };
  scope: string;
  /** What is made: the brief's key deliverables ("Website", "Admin dashboard"). */
  deliverables: string[];
  /** What it does: the project's features, apart from the deliverables. */
  features: string[];
  team: { talentId: string; name: string; role: string; weeklyRateKobo: number; weeks?: number }[];
  weeks: number;
  weeksReason: string;
  installments: boolean;
}

export interface ContractSignature {
  full_name: string;
  user_id: string;
  signed_at: string;
  ip: string;
}

const composition = (team: ContractInput['team']) => {
  const counts = new Map<string, number>();
  for (const member of team) counts.set(member.role, (counts.get(member.role) ?? 0) + 1);
  return [...counts].map(([role, count]) => `${count}x ${role}`).join(', ');
};

export function contractDocument(input: ContractInput, signature: ContractSignature | null = null) {
  const { weeks } = input;
  const team = input.team.map((member) => ({
    talent_id: member.talentId,
    name: member.name,
    role: member.role,
    weekly_rate_kobo: member.weeklyRateKobo,
    rate: `${formatNaira(member.weeklyRateKobo)} / week`,
    weeks: member.weeks ?? weeks,
    amount_kobo: memberCostKobo(member, weeks),
    amount: formatNaira(memberCostKobo(member, weeks)),
  }));
  const total = totalCostKobo(input.team, weeks);
  const signedAt = signature ? new Date(signature.signed_at) : null;
  const schedule = paymentSchedule(total, weeks, input.installments).map((part) => ({
    label: part.label,
    amount_kobo: part.amountKobo,
    amount: formatNaira(part.amountKobo),
    due: dueText(part.due, weeks),
    due_date: signedAt ? dueDate(part.due, signedAt, weeks).toISOString().slice(0, 10) : null,
  }));
  const [first] = schedule;
  return {
    title: CONTRACT_TITLE,
    project: input.project,
    client: input.client,
    scope: input.scope,
    team,
    team_composition: composition(input.team),
    timeline_weeks: weeks,
    timeline_reason: input.weeksReason,
    deliverables: input.deliverables,
    features: input.features,
    installments: input.installments,
    payment_schedule: schedule,
    payment_schedule_summary: input.installments
      ? `${schedule.length} equal monthly instalments, the first on signing`
      : '50% on signing, 50% on delivery',
    payment_method: PAYMENT_METHOD,
    total_kobo: total,
    total: formatNaira(total),
    first_payment_kobo: first?.amount_kobo ?? 0,
    first_payment: formatNaira(first?.amount_kobo ?? 0),
    first_payment_due: first?.due_date ?? 'On signing',
    terms: [...CONTRACT_TERMS],
    signature,
  };
}

export type ContractDocument = ReturnType<typeof contractDocument>;

/** JSON with every object's keys sorted, so the same document always hashes the same (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const documentSha256 = (document: unknown) =>
  createHash('sha256').update(canonicalJson(document)).digest('hex');

/** A signed copy as stored: one signed before the features had a row of their own has none (its deliverables are the features). */
export type SignedDocument = Omit<ContractDocument, 'features'> & Partial<Pick<ContractDocument, 'features'>>;

/**
 * The frozen copy of a signed contract, as stored: written once by signing from a `ContractDocument` and never
 * changed, so reading it back needs no check, only this one cast from the JSON column.
 */
export const signedDocument = (contract: { document: unknown }): SignedDocument =>
  contract.document as SignedDocument;
