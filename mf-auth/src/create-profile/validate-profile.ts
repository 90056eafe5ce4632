import { formProblem, type FormProblem } from '@platform/shared-ui';

/** Picture types the API takes (it checks the bytes too). */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const maxPictureBytes = 5 * 1024 * 1024;

export interface ProfileInput {
  businessName: string;
  industry: string;
  address: string;
  teamSize: string;
  picture: File | null;
}

/**
 * The form ready to send, or the first failing check (spec part 1 §5 "Profile", then the API's limits),
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
    return { problem: formProblem('All fields, including profile picture, are required.', ...fields) };
  }
  if (!(pictureTypes as readonly string[]).includes(picture.type)) {
    const message = 'The profile picture must be an image file (JPEG, PNG, GIF or WebP).';
    return { problem: formProblem(message, 'profile_picture') };
  }
  if (picture.size > maxPictureBytes) {
    return { problem: formProblem('The profile picture must be 5 MB or smaller.', 'profile_picture') };
  }
  if (!/^\d+$/.test(teamSize.trim()) || Number(teamSize.trim()) < 1) {
    const message = 'Number of team members must be a whole number of at least 1.';
    return { problem: formProblem(message, 'number_of_team_members') };
  }
  const form = new FormData();
  form.append('business_name', businessName.trim());
  form.append('industry', industry.trim());
  form.append('address', address.trim());
  form.append('number_of_team_members', teamSize.trim());
  form.append('profile_picture', picture);
  return { form };
}
