import { FORM_MESSAGES, INVALID_PHONE_MESSAGE, PHONE_PATTERN } from '@platform/contract';
import { formProblem, type FormProblem } from '@platform/shared-ui';

/** The names of the empty values, for marking them. */
const emptyOf = (values: Record<string, string>) =>
  Object.entries(values)
    .filter(([, value]) => value.trim() === '')
    .map(([field]) => field);

export interface TalentProfileInput {
  address: string;
  state: string;
  country: string;
  phone: string;
}

export function talentProfileError(input: TalentProfileInput): FormProblem | null {
  const empty = emptyOf({ ...input });
  if (empty.length > 0) return formProblem(FORM_MESSAGES.allRequired, ...empty);
  if (!PHONE_PATTERN.test(input.phone.trim())) return formProblem(INVALID_PHONE_MESSAGE, 'phone');
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

export function talentSkillsError(input: TalentSkillsInput): FormProblem | null {
  const { samples, ...texts } = input;
  const empty = [...emptyOf(texts), ...(samples.length === 0 ? ['samples'] : [])];
  if (empty.length > 0) return formProblem(FORM_MESSAGES.allRequired, ...empty);
  if (!/^\d{1,2}$/.test(input.years.trim())) {
    return formProblem('Years of experience must be a whole number.', 'years');
  }
  const links = input.projectLinks.split(/\s+/).filter(Boolean);
  if (!links.every((link) => /^https?:\/\/\S+\.\S+/.test(link))) {
    return formProblem(
      'Project links must be web addresses starting with http:// or https://.',
      'projectLinks',
    );
  }
  if (!samples.every((file) => sampleTypes.includes(file.type))) {
    return formProblem('Only JPG and PNG images are allowed.', 'samples');
  }
  return null;
}
