import { useApiGet } from '@platform/shared-ui';
import type { ProfileOwnerResponse } from '../common/account-api';

/** The read-only part of the profile form: the user's initials and e-mail (`GET /api/create-profile/`). */
export const useProfileOwner = () => useApiGet<ProfileOwnerResponse>('/api/create-profile/');
