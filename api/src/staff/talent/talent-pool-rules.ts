import { isValidEmail } from '@platform/contract';
import { InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { TALENT_DISCIPLINES } from '../../workspace/assistant/team-proposal.js';
import type { TalentDiscipline } from '../../workspace/assistant/team-proposal.js';

/* What staff may write on a talent profile, in the messages the console shows (issue #27). */

export const SENIORITIES = ['Junior', 'Mid-level', 'Senior', 'Lead'] as const;
export type Seniority = (typeof SENIORITIES)[number];

/** Staff set a day or a month rate; the bench's historical profiles carry a weekly one. */
export const RATE_UNITS = ['day', 'month'] as const;
export type RateUnit = (typeof RATE_UNITS)[number] | 'week';

export const MAX_SKILLS = 12;
/** ₦100,000,000 a day or a month: above that it is a typo, not a rate. */
export const MAX_RATE_KOBO = 10_000_000_000;

export const talentMessages = {
  added: 'Talent added.',
  saved: 'Talent saved.',
  deactivated: 'Talent deactivated.',
  reactivated: 'Talent reactivated.',
  invited: 'Invitation sent.',
  notFound: 'Talent not found.',
  name: "Enter the talent's full name.",
  email: 'Enter a valid e-mail address.',
  emailTaken: 'Another talent already uses this e-mail address.',
  role: 'Enter the role the client sees, e.g. UI/UX Designer.',
  discipline: 'Choose the kind of work they do.',
  seniority: 'Choose a seniority: Junior, Mid-level, Senior or Lead.',
  experience: 'Years of experience are a whole number from 0 to 50.',
  skills: 'Add at least one skill.',
  tooManySkills: `A talent has at most ${MAX_SKILLS} skills.`,
  skillLength: 'Each skill has at most 40 characters.',
  rate: 'Enter a rate in whole naira, above zero.',
  rateTooHigh: 'That rate is too high: check the amount.',
  ratePer: 'Choose whether the rate is per day or per month.',
  bio: 'The bio has at most 500 characters.',
  bankName: 'Enter the bank name.',
  accountNumber: 'The account number has 10 digits.',
  accountName: 'Enter the name on the account.',
  alreadyDeactivated: 'This talent is already deactivated.',
  notDeactivated: 'This talent is active.',
  deactivatedInvite: 'Reactivate the talent before inviting them.',
  noEmail: 'Add an e-mail address before inviting them.',
  alreadySignedIn: 'This talent already has a password and signs in.',
  linked: 'This e-mail already has an account: the talent signs in with it.',
} as const;

export const DISCIPLINE_LABELS: Record<TalentDiscipline, string> = {
  design: 'Product design',
  brand: 'Brand design',
  frontend: 'Frontend development',
  backend: 'Backend development',
  fullstack: 'Full-stack development',
  mobile: 'Mobile development',
  qa: 'Quality assurance',
  management: 'Project management',
  devops: 'DevOps',
};

/** What a week costs: five working days, or a month's rate spread over its 52/12 weeks (to the kobo). */
export function weeklyRateKobo(rateKobo: number, per: RateUnit): number {
  if (per === 'day') return rateKobo * 5;
  if (per === 'month') return Math.round((rateKobo * 12) / 52);
  return rateKobo;
}

export const rateText = (rateKobo: number, per: RateUnit) => `${formatNaira(rateKobo)} / ${per}`;

/** "•••• 6789": payout details are never shown whole, not even to staff. */
export const maskedAccountNumber = (number: string) => `•••• ${number.slice(-4)}`;

export interface BankDetails {
  bank_name: string;
  account_number: string;
  account_name: string;
}

/** The profile as the console sends it, before its rules are checked. */
export interface TalentDraft {
  name: string;
  email: string;
  role: string;
  discipline: string;
  seniority: string;
  experience_years: number;
  skills: string[];
  rate_kobo: number;
  rate_per: string;
  available: boolean;
  bio?: string | undefined;
}

export interface CheckedTalent {
  name: string;
  email: string;
  role: string;
  discipline: TalentDiscipline;
  seniority: Seniority;
  experienceYears: number;
  skills: string[];
  rateKobo: number;
  ratePer: (typeof RATE_UNITS)[number];
  weeklyRateKobo: number;
  available: boolean;
  bio: string;
}

const invalid = (field: string, message: string) => new InvalidFieldError(field, message);

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The profile's rules in the form's order; the first broken one is the answer. */
export function checkTalent(draft: TalentDraft): CheckedTalent {
  const name = draft.name.trim().replace(/\s+/g, ' ');
  if (name.length < 2 || name.length > 80) throw invalid('name', talentMessages.name);
  const email = draft.email.trim().toLowerCase();
  if (email.length > 254 || !isValidEmail(email)) throw invalid('email', talentMessages.email);
  const role = draft.role.trim();
  if (role.length < 2 || role.length > 60) throw invalid('role', talentMessages.role);
  if (!isOneOf(TALENT_DISCIPLINES, draft.discipline)) throw invalid('discipline', talentMessages.discipline);
  if (!isOneOf(SENIORITIES, draft.seniority)) throw invalid('seniority', talentMessages.seniority);
  if (
    !Number.isInteger(draft.experience_years) ||
    draft.experience_years < 0 ||
    draft.experience_years > 50
  ) {
    throw invalid('experience_years', talentMessages.experience);
  }
  const skills = [...new Set(draft.skills.map((skill) => skill.trim()).filter(Boolean))];
  if (skills.length === 0) throw invalid('skills', talentMessages.skills);
  if (skills.length > MAX_SKILLS) throw invalid('skills', talentMessages.tooManySkills);
  if (skills.some((skill) => skill.length > 40)) throw invalid('skills', talentMessages.skillLength);
  if (!Number.isSafeInteger(draft.rate_kobo) || draft.rate_kobo <= 0 || draft.rate_kobo % 100 !== 0) {
    throw invalid('rate_kobo', talentMessages.rate);
  }
  if (draft.rate_kobo > MAX_RATE_KOBO) throw invalid('rate_kobo', talentMessages.rateTooHigh);
  if (!isOneOf(RATE_UNITS, draft.rate_per)) throw invalid('rate_per', talentMessages.ratePer);
  const bio = (draft.bio ?? '').trim();
  if (bio.length > 500) throw invalid('bio', talentMessages.bio);
  return {
    name,
    email,
    role,
    discipline: draft.discipline,
    seniority: draft.seniority,
    experienceYears: draft.experience_years,
    skills,
    rateKobo: draft.rate_kobo,
    ratePer: draft.rate_per,
    weeklyRateKobo: weeklyRateKobo(draft.rate_kobo, draft.rate_per),
    available: draft.available,
    bio,
  };
}

/** Payout details: all three or none; the number as the bank prints it, spaces allowed. */
export function checkBank(bank: BankDetails): BankDetails {
  const bankName = bank.bank_name.trim();
  if (bankName.length < 2 || bankName.length > 60) throw invalid('bank.bank_name', talentMessages.bankName);
  const accountNumber = bank.account_number.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(accountNumber)) throw invalid('bank.account_number', talentMessages.accountNumber);
  const accountName = bank.account_name.trim().replace(/\s+/g, ' ');
  if (accountName.length < 2 || accountName.length > 80) {
    throw invalid('bank.account_name', talentMessages.accountName);
  }
  return { bank_name: bankName, account_number: accountNumber, account_name: accountName };
}
