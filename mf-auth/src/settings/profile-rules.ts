import { PROFILE_EDIT_MESSAGES, PROFILE_LIMITS } from '@platform/contract';
import { formProblem, type FormProblem } from '@platform/shared-ui';
import type { BusinessDetails } from '../common/business-fields';
import { businessDetailsProblem, pictureProblem } from '../create-profile/validate-profile';

export interface ProfileEdit {
  firstName: string;
  lastName: string;
  details: BusinessDetails;
  picture: File | null;
  /** The account has a business profile, which it keeps (its details cannot be emptied). */
  hasBusiness: boolean;
}

/**
 * The rule a profile edit breaks, checked in the server's order and words (`PATCH /api/account/profile/`), at
 * the field it names; null when it may be sent.
 */
export function profileEditProblem({
  firstName,
  lastName,
  details,
  picture,
  hasBusiness,
}: ProfileEdit): FormProblem | null {
  const names = { first_name: firstName, last_name: lastName };
  for (const [field, value] of Object.entries(names)) {
    if (value.trim() === '') return formProblem(PROFILE_EDIT_MESSAGES.namesRequired, field);
  }
  for (const [field, value] of Object.entries(names)) {
    if (value.trim().length > PROFILE_LIMITS.name)
      return formProblem(PROFILE_EDIT_MESSAGES.nameTooLong, field);
  }
  const business = {
    business_name: details.businessName,
    industry: details.industry,
    address: details.address,
    number_of_team_members: details.teamSize,
  };
  const given = Object.values(business).some((value) => value.trim() !== '');
  if (!given && (hasBusiness || picture))
    return formProblem(PROFILE_EDIT_MESSAGES.businessIncomplete, 'business_name');
  if (given) {
    const missing = Object.entries(business).find(([, value]) => value.trim() === '');
    if (missing) return formProblem(PROFILE_EDIT_MESSAGES.businessIncomplete, missing[0]);
    const problem = businessDetailsProblem(details);
    if (problem) return problem;
  }
  return picture ? pictureProblem(picture) : null;
}
