import { z } from '@hono/zod-openapi';
import { PROFILE_LIMITS } from '@platform/contract';
import { invalidTokenError } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { isBlank } from '../../platform/forms/field-rules.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import { pictureStore } from '../profile/business-profile.js';
import { maxPictureBytes, profileMessages } from '../profile/profile-form-schema.js';
import { sniffImageType } from '../uploads/image-type.js';
import type { ImageExtension } from '../uploads/image-type.js';
import { accountMessages, maxNameLength } from './account-messages.js';

const maxTextLength = PROFILE_LIMITS.text;
const maxTeamMembers = PROFILE_LIMITS.teamMembers;

export interface ProfileEdit {
  firstName: string;
  lastName: string;
  /** Null: the account has no business to describe (a talent's) and none was sent. */
  business: { businessName: string; industry: string; address: string; numberOfTeamMembers: number } | null;
  /** Null keeps the picture there is. */
  picture: { bytes: Uint8Array; extension: ImageExtension } | null;
}

const text = z.string().optional();

/**
 * `PATCH /api/account/profile/` (multipart): the names, the business details as the create-profile form
 * sets them (all four or none) and, optionally, a new picture, checked by its content.
 */
export const ProfileEditSchema = z
  .strictObject({
    first_name: text.openapi({ example: 'Ada' }),
    last_name: text.openapi({ example: 'Okafor' }),
    business_name: text.openapi({ example: 'Okafor Studio' }),
    industry: text.openapi({ example: 'Retail' }),
    address: text.openapi({ example: '12 Admiralty Way, Lekki, Lagos' }),
    number_of_team_members: text.openapi({ example: '4' }),
    profile_picture: z
      .union([z.instanceof(File), z.string()])
      .optional()
      .openapi({
        type: 'string',
        format: 'binary',
        description: 'A new picture; leave out to keep the one there is',
      }),
  })
  .transform(async (form, ctx): Promise<ProfileEdit> => {
    const fail = ruleFailure(ctx);
    if (isBlank(form.first_name)) return fail('first_name', accountMessages.namesRequired);
    if (isBlank(form.last_name)) return fail('last_name', accountMessages.namesRequired);
    const long = (['first_name', 'last_name'] as const).find(
      (field) => (form[field]?.trim().length ?? 0) > maxNameLength,
    );
    if (long) return fail(long, accountMessages.nameTooLong);
    const businessFields = ['business_name', 'industry', 'address', 'number_of_team_members'] as const;
    const given = businessFields.filter((field) => !isBlank(form[field]));
    let business: ProfileEdit['business'] = null;
    if (given.length > 0) {
      const missing = businessFields.find((field) => isBlank(form[field]));
      if (missing) return fail(missing, accountMessages.businessIncomplete);
      const team = form.number_of_team_members?.trim() ?? '';
      const numberOfTeamMembers = Number(team);
      if (!/^\d+$/.test(team) || numberOfTeamMembers < 1 || numberOfTeamMembers > maxTeamMembers) {
        return fail('number_of_team_members', profileMessages.teamSize);
      }
      const tooLong = (['business_name', 'industry', 'address'] as const).find(
        (field) => (form[field]?.trim().length ?? 0) > maxTextLength,
      );
      if (tooLong) return fail(tooLong, profileMessages.tooLong);
      business = {
        businessName: form.business_name?.trim() ?? '',
        industry: form.industry?.trim() ?? '',
        address: form.address?.trim() ?? '',
        numberOfTeamMembers,
      };
    }
    let picture: ProfileEdit['picture'] = null;
    const file = form.profile_picture;
    if (file instanceof File && file.size > 0) {
      if (file.size > maxPictureBytes) return fail('profile_picture', profileMessages.tooLarge);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const extension = sniffImageType(bytes);
      if (!extension) return fail('profile_picture', profileMessages.notAnImage);
      picture = { bytes, extension };
    }
    return {
      firstName: form.first_name?.trim() ?? '',
      lastName: form.last_name?.trim() ?? '',
      business,
      picture,
    };
  })
  .openapi('ProfileEditRequest', { required: ['first_name', 'last_name'] });

/**
 * Saves the edit. An account with a business profile keeps one (its details cannot be emptied); a picture
 * needs a business profile to hang on. A new picture is written first and the old one removed only once
 * the new one is recorded, as on create-profile.
 */
export async function saveProfileEdit({ prisma, byteStore }: AppDeps, userId: string, edit: ProfileEdit) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { businessProfile: { select: { pictureKey: true } } },
  });
  if (!user) throw invalidTokenError();
  const hasBusiness = user.businessProfile !== null;
  if (hasBusiness && !edit.business)
    throw new InvalidFieldError('business_name', accountMessages.businessIncomplete);
  if (!edit.business && edit.picture)
    throw new InvalidFieldError('business_name', accountMessages.businessIncomplete);
  const store = pictureStore(byteStore);
  const pictureKey = edit.picture ? await store.save(edit.picture.bytes, edit.picture.extension) : undefined;
  try {
    await prisma.$transaction(async (tx) => {
      await tx.user.update({
        where: { id: userId },
        data: { firstName: edit.firstName, lastName: edit.lastName },
      });
      if (edit.business) {
        const fields = { ...edit.business, ...(pictureKey ? { pictureKey } : {}) };
        await tx.businessProfile.upsert({ where: { userId }, create: { userId, ...fields }, update: fields });
      }
    });
  } catch (error) {
    if (pictureKey) await store.remove(pictureKey);
    throw error;
  }
  const previous = user.businessProfile?.pictureKey;
  if (pictureKey && previous) await store.remove(previous);
}
