import { ApiError, usePlatform, type UserDetailsResponse } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The signed-in user's first name and picture; a 401 goes to the home page, other failures are logged. */
export function useUserDetails(): UserDetailsResponse | null {
  const { api } = usePlatform();
  const navigate = useNavigate();
  const [user, setUser] = useState<UserDetailsResponse | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<UserDetailsResponse>('/api/user-details/', { signal: controller.signal })
      .then(setUser)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) navigate('/', { replace: true });
        else if (!controller.signal.aborted) console.error('Could not load user details', error);
      });
    return () => controller.abort();
  }, [api, navigate]);

  return user;
}
