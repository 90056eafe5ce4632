/** Nigerian mobile numbers as typed after the +234 prefix: 070, 071, 080, 081, 090 or 091 and 8 digits. */
const phonePattern = /^0(70|71|80|81|90|91)\d{8}$/;

export const allRequired = 'All fields are required.';

export interface TalentProfileInput {
  address: string;
  state: string;
  country: string;
  phone: string;
}

export function talentProfileError(input: TalentProfileInput): string | null {
  if (Object.values(input).some((value) => value.trim() === '')) return allRequired;
  if (!phonePattern.test(input.phone.trim())) return 'Please enter a valid phone number.';
  return null;
}

export interface TalentSkillsInput {
  skills: string;
  jobInterest: string;
  years: string;
  projectLinks: string;
  samples: File[];
}

const sampleTypes = ['image/jpeg', 'image/png'];

export function talentSkillsError(input: TalentSkillsInput): string | null {
  const texts = [input.skills, input.jobInterest, input.years, input.projectLinks];
  if (texts.some((value) => value.trim() === '') || input.samples.length === 0) return allRequired;
  if (!/^\d{1,2}$/.test(input.years.trim())) return 'Years of experience must be a whole number.';
  const links = input.projectLinks.split(/\s+/).filter(Boolean);
  if (!links.every((link) => /^https?:\/\/\S+\.\S+/.test(link))) {
    return 'Project links must be web addresses starting with http:// or https://.';
  }
  if (!input.samples.every((file) => sampleTypes.includes(file.type)))
    return 'Only JPG and PNG images are allowed.';
  return null;
}
