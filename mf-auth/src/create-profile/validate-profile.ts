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

/** The form ready to send, or the first failing check (spec part 1 §5 "Profile", then the API's limits). */
export function validateProfile(input: ProfileInput): { error: string } | { form: FormData } {
  const { businessName, industry, address, teamSize, picture } = input;
  if ([businessName, industry, address, teamSize].some((value) => value.trim() === '') || !picture) {
    return { error: 'All fields, including profile picture, are required.' };
  }
  if (!(pictureTypes as readonly string[]).includes(picture.type)) {
    return { error: 'The profile picture must be an image file (JPEG, PNG, GIF or WebP).' };
  }
  if (picture.size > maxPictureBytes) return { error: 'The profile picture must be 5 MB or smaller.' };
  if (!/^\d+$/.test(teamSize.trim()) || Number(teamSize.trim()) < 1) {
    return { error: 'Number of team members must be a whole number of at least 1.' };
  }
  const form = new FormData();
  form.append('business_name', businessName.trim());
  form.append('industry', industry.trim());
  form.append('address', address.trim());
  form.append('number_of_team_members', teamSize.trim());
  form.append('profile_picture', picture);
  return { form };
}
