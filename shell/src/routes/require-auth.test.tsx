import { currentPath, waitForPath } from '@platform/shared-ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../platform/auth-store';
import { fakeAreas, pagesModule, renderShell, SIGNED_IN } from '../test-utils';

const areas = () =>
  fakeAreas({
    mf_auth: pagesModule('1', ['login']),
    mf_workspace: pagesModule('1', ['dashboard']),
  });

describe('protected routes', () => {
  it('send a visitor without a token to /login', async () => {
    const shell = await renderShell('/dashboard', { areas: areas() });
    expect(await screen.findByText('Page login')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(shell.requests.map((request) => request.path)).not.toContain('/api/check-auth/');
  });

  it('show a loading screen until the check accepts the token, then the page', async () => {
    // What the page shows, in order, as it changes: renderShell returns once the toasts are in, and the check
    // may have been answered by then (it is, when the modules were imported already).
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      const now = screen.queryByText('Page dashboard')
        ? 'page'
        : screen.queryByTestId('loading-screen') && 'loading';
      if (now && shown.at(-1) !== now) shown.push(now);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const shell = await renderShell('/dashboard', { areas: areas(), token: 'token-1', script: SIGNED_IN });
    expect(await screen.findByText('Page dashboard')).toBeInTheDocument();
    observer.disconnect();
    expect(shown).toEqual(['loading', 'page']);
    const check = shell.requests.find((request) => request.path === '/api/check-auth/');
    expect(check?.authorization).toBe('Bearer token-1');
  });

  it('clear the token and redirect to /login when the check answers 401', async () => {
    await renderShell('/billing/plans', {
      areas: areas(),
      token: 'expired',
      script: { 'GET /api/check-auth/': { status: 401, body: { message: 'Unauthorized' } } },
    });
    expect(await screen.findByText('Page login')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keep the token and ask again when the check gets no answer', async () => {
    let calls = 0;
    await renderShell('/dashboard', {
      areas: areas(),
      token: 'token-1',
      script: {
        ...SIGNED_IN,
        'GET /api/check-auth/': () =>
          (calls += 1) === 1
            ? new TypeError('Failed to fetch')
            : { body: { message: 'User is authenticated' } },
      },
    });
    expect(await screen.findByText('Page dashboard', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('token-1');
  });

  it('refuse a check that does not say "User is authenticated"', async () => {
    await renderShell('/dashboard', {
      areas: areas(),
      token: 'token-1',
      script: { 'GET /api/check-auth/': { body: { message: 'Something else' } } },
    });
    await waitForPath('/login');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
