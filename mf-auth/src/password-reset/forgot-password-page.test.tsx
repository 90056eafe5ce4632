import {
  currentState,
  FORM_TOKEN,
  renderPage,
  toastMessages,
  waitForPath,
} from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sent } from '../testing/sent-requests';
import ForgotPasswordPage from './forgot-password-page';
import VerifyPasswordLinkPage from './verify-password-link-page';

const sendButton = () => screen.getByRole('button', { name: 'Send Reset Link' });

describe('ForgotPasswordPage', () => {
  it('keeps Send Reset Link disabled while the field is empty', async () => {
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(sendButton()).toBeDisabled();
    await userEvent.setup().type(screen.getByLabelText('Email'), 'a');
    expect(sendButton()).toBeEnabled();
  });

  it.each([
    ['   ', 'Email is required.'],
    ['ada@example', 'Please enter a valid email address.'],
  ])('refuses "%s" with "%s"', async (value, message) => {
    const { platform } = renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
    await userEvent.setup().click(sendButton());
    expect(toastMessages(platform)).toEqual([message]);
    expect(sent(platform)).toEqual([]);
  });

  it('asks for the link and shows where it went', async () => {
    const { platform } = renderPage(<ForgotPasswordPage />, {
      path: '/forgot-password',
      script: {
        'POST /api/request-password-reset/': {
          body: { message: 'If an account exists for this email, a password reset link has been sent.' },
        },
      },
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(sendButton());
    await waitForPath('/verify-password-link');
    expect(currentState()).toEqual({ email: 'ada@example.com' });
    expect(
      platform.requests.find((request) => request.path === '/api/request-password-reset/'),
    ).toMatchObject({
      authorization: FORM_TOKEN,
      body: { email: 'ada@example.com' },
    });
  });

  it("shows the server's refusal", async () => {
    const { platform } = renderPage(<ForgotPasswordPage />, {
      path: '/forgot-password',
      script: {
        'POST /api/request-password-reset/': {
          status: 429,
          body: { message: 'Too many attempts. Please try again in 60 minutes.' },
        },
      },
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(sendButton());
    await waitFor(() =>
      expect(toastMessages(platform)).toEqual(['Too many attempts. Please try again in 60 minutes.']),
    );
  });
});

describe('VerifyPasswordLinkPage', () => {
  it('shows the address and the way back to change it', () => {
    renderPage(<VerifyPasswordLinkPage />, {
      path: '/verify-password-link',
      state: { email: 'ada@example.com' },
    });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Email Address' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
