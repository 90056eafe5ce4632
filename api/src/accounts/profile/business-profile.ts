import { invalidTokenError } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { RefusedError } from '../../platform/errors/domain-errors.js';
import type { ByteStore } from '../../platform/byte-store/byte-store.js';
import { ImageStore } from '../uploads/image-store.js';
import type { ProfileForm } from './profile-form-schema.js';

export const profileSavedMessage = 'Profile created successfully';

/** Profile pictures live on the byte store's `profile-pictures` shelf, outside every web root. */
export const pictureStore = (byteStore: ByteStore) => new ImageStore(byteStore, 'profile-pictures');

/** Two letters for the avatar placeholder: the first of the first and of the last name. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/**
 * Saves the business profile with its picture (a second call replaces both). The picture is written
 * first under a new name; if the database refuses the profile it is removed again, and the picture it
 * replaces is removed only once the new one is recorded, so no profile ever points at a missing file.
 */
export async function saveBusinessProfile(
  { prisma, byteStore }: AppDeps,
  userId: string,
  form: ProfileForm,
): Promise<void> {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { emailVerifiedAt: true, businessProfile: { select: { pictureKey: true } } },
  });
  if (!user) throw invalidTokenError();
  if (!user.emailVerifiedAt) throw new RefusedError('Please verify your email address first.');

  const store = pictureStore(byteStore);
  const pictureKey = await store.save(form.picture.bytes, form.picture.extension);
  const fields = {
    businessName: form.businessName,
    industry: form.industry,
    address: form.address,
    numberOfTeamMembers: form.numberOfTeamMembers,
    pictureKey,
  };
  try {
    await prisma.businessProfile.upsert({ where: { userId }, create: { userId, ...fields }, update: fields });
  } catch (error) {
    await store.remove(pictureKey);
    throw error;
  }
  const previous = user.businessProfile?.pictureKey;
  if (previous) await store.remove(previous);
}
