import { currentState, renderPage, waitForPath } from '@platform/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import GoogleCallbackPage from './google-callback-page';

const open = (query: string) =>
  renderPage(<GoogleCallbackPage />, { path: '/google-callback', url: `/google-callback${query}` }).platform;

describe('GoogleCallbackPage', () => {
  it.each([
    ['Account created successfully.', '/create-profile', 'info'],
    ['Profile incomplete. Please complete your profile.', '/create-profile', 'info'],
    ['Account logged in successfully.', '/dashboard', 'success'],
  ])('with a token and "%s": keeps the token and goes to %s (%s notice)', async (message, path, type) => {
    const platform = open(`?${new URLSearchParams({ token: 'token-g', message })}`);
    await waitForPath(path);
    expect(platform.auth.getToken()).toBe('token-g');
    expect(platform.toasts).toEqual([{ message, options: { type } }]);
  });

  it('without a token: "Google login failed. Please try again." and back to /login', async () => {
    const platform = open('?message=Google%20login%20failed.%20Please%20try%20again.');
    await waitForPath('/login');
    expect(platform.auth.getToken()).toBeNull();
    expect(platform.toasts).toEqual([
      { message: 'Google login failed. Please try again.', options: { type: 'error' } },
    ]);
  });

  it("with a two-factor challenge: to the login page's code step, signed in by nothing yet", async () => {
    const platform = open('?two_factor=challenge-1');
    await waitForPath('/login');
    expect(currentState()).toEqual({ twoFactorChallenge: 'challenge-1' });
    expect(platform.auth.getToken()).toBeNull();
    expect(platform.toasts).toEqual([]);
  });
});
