import { useApiQuery } from '@platform/shared-ui/queries';

/** The read-only part of the profile form: the user's initials and e-mail (`GET /api/create-profile/`). */
export const useProfileOwner = () => useApiQuery('get', '/api/create-profile/');
