import type { Talent } from '@platform/prisma';
import type { TalentDiscipline } from '../../workspace/assistant/team-proposal.js';
import { formatNaira } from '../../billing/subscriptions/money.js';

/** A talent as the suggested-talent cards show it: Role, Rate, Experience, Skills (the spec's project team screen). */
export function talentCard(talent: Talent) {
  const weeklyRateKobo = Number(talent.weeklyRateKobo);
  return {
    id: talent.id,
    name: talent.name,
    role: talent.role,
    // Stored as text; the seed and the pool's admin write only the disciplines the rules know.
    discipline: talent.discipline as TalentDiscipline,
    rate: `${formatNaira(weeklyRateKobo)} / week`,
    weekly_rate_kobo: weeklyRateKobo,
    experience: `${talent.experienceYears} year${talent.experienceYears === 1 ? '' : 's'}`,
    experience_years: talent.experienceYears,
    skills: talent.skills,
    bio: talent.bio,
    available: talent.available,
  };
}

export type TalentCard = ReturnType<typeof talentCard>;

/** The catalogue's order: most experienced first, then the lower rate, then by name. */
export const catalogueOrder = [
  { experienceYears: 'desc' as const },
  { weeklyRateKobo: 'asc' as const },
  { name: 'asc' as const },
];
