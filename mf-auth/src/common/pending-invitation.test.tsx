import { renderPage, toastMessages, waitForPath } from '@platform/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import LoginPage from '../login/login-page';
import RegisterPage from '../register/register-page';
import { sent } from '../testing/sent-requests';
import VerifyEmailPage from '../verify-email/verify-email-page';

/* The e-mailed invitation link: /register?invite=<token>&email=<address>, joined once signed in. */

afterEach(() => sessionStorage.clear());

const link = '/register?invite=tok-123&email=tunde%40example.com';

describe('an invitation link', () => {
  it('fills in the invited address and keeps the link through login', async () => {
    renderPage(<RegisterPage />, { path: '/register', url: link });
    expect(screen.getByLabelText('Email')).toHaveValue('tunde@example.com');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?invite=tok-123&email=tunde%40example.com',
    );
    expect(sessionStorage.getItem('pendingInvitation')).toBe('tok-123');
  });

  it('joins the project once the address is verified, then goes on to the profile', async () => {
    sessionStorage.setItem('pendingInvitation', 'tok-123');
    const { platform } = renderPage(<VerifyEmailPage />, {
      path: '/verify-email',
      state: { email: 'tunde@example.com' },
      script: {
        'POST /api/verify-otp/': {
          body: { message: 'Email verified successfully', access_token: 'token-9' },
        },
        'POST /api/accept-invitation/': {
          body: {
            message: 'You joined Bakery Website.',
            project_id: 'p1',
            redirect_url: '/project/workspace/p1/bakery',
          },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitForPath('/create-profile');
    expect(sent(platform).find((request) => request.path === '/api/accept-invitation/')).toMatchObject({
      authorization: 'Bearer token-9',
      body: { token: 'tok-123' },
    });
    expect(toastMessages(platform)).toContain('You joined Bakery Website.');
    expect(sessionStorage.getItem('pendingInvitation')).toBeNull();
  });

  it('a refused link is told and the sign-in still goes on', async () => {
    const { platform } = renderPage(<LoginPage />, {
      path: '/login',
      url: '/login?invite=old&email=tunde%40example.com',
      script: {
        'POST /api/login/': {
          body: { message: 'Logged in', access_token: 'token-2', navigate_to: '/dashboard' },
        },
        'POST /api/accept-invitation/': {
          status: 404,
          body: { message: 'This invitation has expired. Please ask for a new one.' },
        },
      },
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Strong-pass-1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitForPath('/dashboard');
    expect(toastMessages(platform)).toContain('This invitation has expired. Please ask for a new one.');
  });
});
