import type { Prisma, Talent } from '@platform/prisma';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { isUuid } from '../../workspace/projects/project-access.js';
import {
  checkBank,
  checkTalent,
  maskedAccountNumber,
  rateText,
  talentMessages,
} from './talent-pool-rules.js';
import type { BankDetails, RateUnit, TalentDraft } from './talent-pool-rules.js';

/*
 * The talent pool as staff keep it (issue #27): profiles added, edited, deactivated and invited to sign in.
 * Each function works inside the caller's transaction, so the audit entry is written with the change.
 */

type Tx = Prisma.TransactionClient;

/** The payout account as sent: `account_number` may be left out on an edit to keep the stored one. */
export interface BankChange {
  bank_name: string;
  account_name: string;
  account_number?: string | undefined;
}

export interface TalentChange extends TalentDraft {
  /** Left out: unchanged; null: removed. */
  bank?: BankChange | null | undefined;
}

/** The profile as the console shows it (and as the audit log records it): the account number masked. */
export function staffTalentView(talent: Talent & { user?: { passwordHash: string | null } | null }) {
  const rateKobo = Number(talent.rateKobo ?? talent.weeklyRateKobo);
  const per = talent.ratePer as RateUnit;
  const signsIn = Boolean(talent.user?.passwordHash);
  return {
    id: talent.id,
    name: talent.name,
    email: talent.email,
    role: talent.role,
    discipline: talent.discipline,
    seniority: talent.seniority,
    experience_years: talent.experienceYears,
    skills: talent.skills,
    bio: talent.bio,
    rate_kobo: rateKobo,
    rate_per: per,
    rate: rateText(rateKobo, per),
    weekly_rate_kobo: Number(talent.weeklyRateKobo),
    available: talent.available,
    active: talent.deactivatedAt === null,
    deactivated_at: talent.deactivatedAt?.toISOString() ?? null,
    bank:
      talent.bankName && talent.bankAccountNumber && talent.bankAccountName
        ? {
            bank_name: talent.bankName,
            account_name: talent.bankAccountName,
            account_number: maskedAccountNumber(talent.bankAccountNumber),
          }
        : null,
    sign_in: signsIn
      ? ('Signs in' as const)
      : talent.invitedAt
        ? ('Invited' as const)
        : ('Not invited' as const),
    invited_at: talent.invitedAt?.toISOString() ?? null,
    created_at: talent.createdAt.toISOString(),
    updated_at: talent.updatedAt.toISOString(),
  };
}

export type StaffTalentView = ReturnType<typeof staffTalentView>;

const withUser = { user: { select: { passwordHash: true } } } as const;

export async function findTalent(tx: Tx, talentId: string) {
  const talent = isUuid(talentId)
    ? await tx.talent.findUnique({ where: { id: talentId }, include: withUser })
    : null;
  if (!talent) throw new NotFoundError(talentMessages.notFound);
  return talent;
}

async function refuseTakenEmail(tx: Tx, email: string, talentId: string | null) {
  const other = await tx.talent.findUnique({ where: { email }, select: { id: true } });
  if (other && other.id !== talentId) throw new InvalidFieldError('email', talentMessages.emailTaken);
}

function bankColumns(change: BankChange | null | undefined, stored: string | null) {
  if (change === undefined) return {};
  if (change === null) return { bankName: null, bankAccountNumber: null, bankAccountName: null };
  const bank: BankDetails = checkBank({ ...change, account_number: change.account_number ?? stored ?? '' });
  return {
    bankName: bank.bank_name,
    bankAccountNumber: bank.account_number,
    bankAccountName: bank.account_name,
  };
}

const profileColumns = (change: TalentChange) => {
  const checked = checkTalent(change);
  return {
    name: checked.name,
    email: checked.email,
    role: checked.role,
    discipline: checked.discipline,
    seniority: checked.seniority,
    experienceYears: checked.experienceYears,
    skills: checked.skills,
    bio: checked.bio,
    rateKobo: BigInt(checked.rateKobo),
    ratePer: checked.ratePer,
    weeklyRateKobo: BigInt(checked.weeklyRateKobo),
    available: checked.available,
  };
};

export async function addTalent(tx: Tx, change: TalentChange) {
  const profile = profileColumns(change);
  const bank = bankColumns(change.bank ?? null, null);
  await refuseTakenEmail(tx, profile.email, null);
  return tx.talent.create({ data: { ...profile, ...bank }, include: withUser });
}

/** Saves the whole profile; returns it before and after, for the audit log. */
export async function editTalent(tx: Tx, talentId: string, change: TalentChange) {
  const before = await findTalent(tx, talentId);
  const profile = profileColumns(change);
  const bank = bankColumns(change.bank, before.bankAccountNumber);
  await refuseTakenEmail(tx, profile.email, before.id);
  const after = await tx.talent.update({
    where: { id: before.id },
    data: { ...profile, ...bank },
    include: withUser,
  });
  return { before, after };
}

/** Deactivated talent leaves every list and future proposal; the teams they are on keep them. */
export async function setTalentActive(tx: Tx, talentId: string, active: boolean, at: Date) {
  const before = await findTalent(tx, talentId);
  if (!active && before.deactivatedAt) throw new ConflictError(talentMessages.alreadyDeactivated);
  if (active && !before.deactivatedAt) throw new ConflictError(talentMessages.notDeactivated);
  const after = await tx.talent.update({
    where: { id: before.id },
    data: { deactivatedAt: active ? null : at },
    include: withUser,
  });
  return { before, after };
}

/**
 * The account a talent signs in with: theirs if they have one (the bench's), else the account of the profile's
 * e-mail, made with no password when there is none. `signsIn`: it already has a password, so no invitation
 * is needed.
 */
export async function talentAccount(tx: Tx, talentId: string) {
  const talent = await findTalent(tx, talentId);
  if (talent.deactivatedAt) throw new ConflictError(talentMessages.deactivatedInvite);
  if (talent.user?.passwordHash) throw new ConflictError(talentMessages.alreadySignedIn);
  if (talent.userId) {
    const user = await tx.user.findUniqueOrThrow({ where: { id: talent.userId }, select: { email: true } });
    return { talent, userId: talent.userId, email: user.email, signsIn: false };
  }
  if (!talent.email) throw new ConflictError(talentMessages.noEmail);
  const [firstName = talent.name, ...rest] = talent.name.split(' ');
  const user = await tx.user.upsert({
    where: { email: talent.email },
    create: { email: talent.email, firstName, lastName: rest.join(' '), passwordHash: null },
    update: {},
  });
  const owner = await tx.talent.findUnique({ where: { userId: user.id }, select: { id: true } });
  if (owner && owner.id !== talent.id) throw new InvalidFieldError('email', talentMessages.emailTaken);
  await tx.talent.update({ where: { id: talent.id }, data: { userId: user.id } });
  return { talent, userId: user.id, email: user.email, signsIn: user.passwordHash !== null };
}
