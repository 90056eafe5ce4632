import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { providePlatform } from '@platform/shared-ui/core';
import { createTestPlatform } from '../testing';
import { authAs, invalidateApi, useApiQuery } from './api-queries';

/** The signed-in user's first name, from `GET /api/user-details/`. */
function FirstName() {
  const details = useApiQuery('get', '/api/user-details/');
  if (details.isPending) return <p>Loading</p>;
  if (details.isError) return <p>{details.error.message}</p>;
  return <p>{`${details.data.user_firstname}${details.isFetching ? ' (refreshing)' : ''}`}</p>;
}

function answering(names: string[]) {
  let asked = 0;
  return createTestPlatform({
    token: 'ada',
    script: {
      'GET /api/user-details/': () => ({
        body: { user_firstname: names[asked++] ?? 'none', user_img: null },
      }),
    },
  });
}

it('shows the typed answer, and after invalidation keeps it on screen until the new one arrives', async () => {
  const platform = answering(['Ada', 'Adaeze']);
  providePlatform(platform);
  render(<FirstName />);
  expect(await screen.findByText('Ada')).toBeInTheDocument();
  expect(platform.requests[0]?.authorization).toBe('Bearer ada');

  await act(() => invalidateApi(['/api/user-details/']));
  expect(await screen.findByText('Adaeze')).toBeInTheDocument();
  expect(platform.requests).toHaveLength(2);
});

it('starts an empty cache when another person signs in', async () => {
  const platform = answering(['Ada', 'Bola']);
  providePlatform(platform);
  const { unmount } = render(<FirstName />);
  expect(await screen.findByText('Ada')).toBeInTheDocument();
  unmount();

  act(() => platform.auth.setToken('bola'));
  render(<FirstName />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Bola')).toBeInTheDocument();
  expect(platform.requests[1]?.authorization).toBe('Bearer bola');
});

it("shows a refusal's message, and calls with the authentication a query names", async () => {
  const platform = createTestPlatform({
    token: 'ada',
    script: {
      'GET /api/user-details/': { status: 403, body: { message: 'Not yours.' } },
      'GET /api/google-login/status': { body: { enabled: true } },
    },
  });
  providePlatform(platform);
  function GoogleStatus() {
    const status = useApiQuery('get', '/api/google-login/status', { headers: authAs('none') });
    return <p>{status.data ? 'Google ready' : 'Google pending'}</p>;
  }
  render(
    <>
      <FirstName />
      <GoogleStatus />
    </>,
  );
  expect(await screen.findByText('Not yours.')).toBeInTheDocument();
  expect(await screen.findByText('Google ready')).toBeInTheDocument();
  const google = platform.requests.find((request) => request.path === '/api/google-login/status');
  expect(google?.authorization).toBeNull();
});

it('lets the compiler check paths, parameters and answers', () => {
  function Unrendered() {
    // @ts-expect-error: the task id is required
    useApiQuery('get', '/api/tasks/{task_id}/');
    const details = useApiQuery('get', '/api/user-details/');
    // @ts-expect-error: the answer has no such field
    return <p>{details.data?.user_lastname}</p>;
  }
  expect(typeof Unrendered).toBe('function');
});
