import { z } from '@hono/zod-openapi';
import { PROFILE_LIMITS, PROFILE_MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@platform/contract';
import { isBlank } from '../../platform/forms/field-rules.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import { sniffImageType } from '../uploads/image-type.js';
import type { ImageExtension } from '../uploads/image-type.js';

export const maxPictureBytes = PROFILE_PICTURE_MAX_BYTES;
const maxTextLength = PROFILE_LIMITS.text;
const maxTeamMembers = PROFILE_LIMITS.teamMembers;

/** The create-profile page and Settings check the contract's messages before sending. */
export const profileMessages = PROFILE_MESSAGES;

export interface ProfileForm {
  businessName: string;
  industry: string;
  address: string;
  numberOfTeamMembers: number;
  picture: { bytes: Uint8Array; extension: ImageExtension };
}

const text = z.string().optional();
const picture = z
  .union([z.instanceof(File), z.string()])
  .optional()
  .openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG, GIF or WebP, 5 MB at most' });

/**
 * `POST /api/create-profile/` (multipart). Checks in order: everything present (the spec's text), the
 * picture's size (before its bytes are read), the picture an image by its content (not its name or
 * declared type), then the team size and text lengths. The answer carries the picture's bytes and the
 * type they really are.
 */
export const ProfileFormSchema = z
  .strictObject({
    business_name: text.openapi({ example: 'Okafor Studio' }),
    industry: text.openapi({ example: 'Retail' }),
    address: text.openapi({ example: '12 Admiralty Way, Lekki, Lagos' }),
    number_of_team_members: text.openapi({ example: '4' }),
    profile_picture: picture,
  })
  .transform(async (form, ctx): Promise<ProfileForm> => {
    const fail = ruleFailure(ctx);
    const texts = ['business_name', 'industry', 'address', 'number_of_team_members'] as const;
    const missing = texts.find((field) => isBlank(form[field]));
    const file = form.profile_picture;
    if (missing) return fail(missing, profileMessages.required);
    if (!(file instanceof File) || file.size === 0) return fail('profile_picture', profileMessages.required);
    if (file.size > maxPictureBytes) return fail('profile_picture', profileMessages.tooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const extension = sniffImageType(bytes);
    if (!extension) return fail('profile_picture', profileMessages.notAnImage);
    const team = form.number_of_team_members?.trim() ?? '';
    const numberOfTeamMembers = Number(team);
    if (!/^\d+$/.test(team) || numberOfTeamMembers < 1 || numberOfTeamMembers > maxTeamMembers) {
      return fail('number_of_team_members', profileMessages.teamSize);
    }
    const long = (['business_name', 'industry', 'address'] as const).find(
      (field) => (form[field]?.trim().length ?? 0) > maxTextLength,
    );
    if (long) return fail(long, profileMessages.tooLong);
    return {
      businessName: form.business_name?.trim() ?? '',
      industry: form.industry?.trim() ?? '',
      address: form.address?.trim() ?? '',
      numberOfTeamMembers,
      picture: { bytes, extension },
    };
  })
  .openapi('CreateProfileRequest', {
    required: ['business_name', 'industry', 'address', 'number_of_team_members', 'profile_picture'],
  });
