import { PROFILE_LIMITS, PROFILE_MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@platform/contract';
import { formProblem, type FormProblem } from '@platform/shared-ui';
import type { BusinessDetails } from '../common/business-fields';

/** Picture types the API takes (it checks the bytes too). */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export interface ProfileInput {
  businessName: string;
  industry: string;
  address: string;
  teamSize: string;
  picture: File | null;
}

/** A chosen picture's rules, in the API's order: at most 5 MB, then an image type it takes. */
export function pictureProblem(picture: File): FormProblem | null {
  if (picture.size > PROFILE_PICTURE_MAX_BYTES)
    return formProblem(PROFILE_MESSAGES.tooLarge, 'profile_picture');
  if (!(pictureTypes as readonly string[]).includes(picture.type))
    return formProblem(PROFILE_MESSAGES.notAnImage, 'profile_picture');
  return null;
}

/**
 * The business details' rules once none is empty, in the API's order and words: a whole team size from 1 up to
 * the limit, then the texts' lengths (create-profile and Settings alike).
 */
export function businessDetailsProblem(details: BusinessDetails): FormProblem | null {
  const team = details.teamSize.trim();
  if (!/^\d+$/.test(team) || Number(team) < 1 || Number(team) > PROFILE_LIMITS.teamMembers)
    return formProblem(PROFILE_MESSAGES.teamSize, 'number_of_team_members');
  const texts = { business_name: details.businessName, industry: details.industry, address: details.address };
  const long = (Object.keys(texts) as (keyof typeof texts)[]).find(
    (field) => texts[field].trim().length > PROFILE_LIMITS.text,
  );
  return long ? formProblem(PROFILE_MESSAGES.tooLong, long) : null;
}

/**
 * The form ready to send, or the first failing check (the spec's validation rules "Profile", then the API's limits),
 * with its fields named as the API names them.
 */
export function validateProfile(input: ProfileInput): { problem: FormProblem } | { form: FormData } {
  const { businessName, industry, address, teamSize, picture } = input;
  const texts = { business_name: businessName, industry, address, number_of_team_members: teamSize };
  const empty = Object.entries(texts)
    .filter(([, value]) => value.trim() === '')
    .map(([field]) => field);
  if (empty.length > 0 || !picture) {
    const fields = picture ? empty : [...empty, 'profile_picture'];
    return { problem: formProblem(PROFILE_MESSAGES.required, ...fields) };
  }
  const problem = pictureProblem(picture) ?? businessDetailsProblem(input);
  if (problem) return { problem };
  const form = new FormData();
  form.append('business_name', businessName.trim());
  form.append('industry', industry.trim());
  form.append('address', address.trim());
  form.append('number_of_team_members', teamSize.trim());
  form.append('profile_picture', picture);
  return { form };
}
