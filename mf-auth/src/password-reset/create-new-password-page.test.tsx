import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FetchScript, renderPage, toastMessages, waitForPath } from '@platform/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import CreateNewPasswordPage from './create-new-password-page';
import PasswordUpdatedPage from './password-updated-page';

const validLink: FetchScript = {
  'POST /api/verify-reset-token/': { body: { success: true, message: 'Reset link is valid.' } },
};

const open = (url: string, script: FetchScript = validLink) =>
  renderPage(<CreateNewPasswordPage />, { path: '/create-new-password', url, script }).platform;

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  return user;
}

describe('CreateNewPasswordPage', () => {
  it('without a token: "Invalid reset link." and no call', () => {
    const platform = open('/create-new-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid reset link.');
    expect(platform.requests).toEqual([]);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks the link first (loading), then shows the form', async () => {
    const platform = open('/create-new-password?token=tok-1');
    expect(screen.getByText('Checking your reset link...')).toBeInTheDocument();
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(platform.requests[0]).toMatchObject({
      path: '/api/verify-reset-token/',
      body: { token: 'tok-1' },
    });
  });

  it('shows the server\'s reason for a dead link, or "Something went wrong." when it gives none', async () => {
    open('/create-new-password?token=old', {
      'POST /api/verify-reset-token/': {
        status: 400,
        body: { message: 'This reset link is invalid or has expired.' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  });

  it('"Something went wrong." when the link cannot be checked', async () => {
    open('/create-new-password?token=tok', { 'POST /api/verify-reset-token/': new TypeError('offline') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('rates the password on 4 criteria: Weak, Medium, Strong', async () => {
    open('/create-new-password?token=tok');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('New password');
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    await user.type(field, 'abc');
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    await user.type(field, 'D');
    expect(screen.getByText('Password strength: Medium')).toBeInTheDocument();
    await user.type(field, '1');
    expect(screen.getByText('Password strength: Medium')).toBeInTheDocument();
    await user.type(field, '!');
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
    expect(
      screen.getByText('Minimum 8 characters with an uppercase letter, a number and a special character.'),
    ).toBeInTheDocument();
  });

  it('shows the live match indicator and refuses different passwords', async () => {
    const platform = open('/create-new-password?token=tok');
    const user = await choose('Brand-new-1!', 'Brand-new-2!');
    expect(screen.getByRole('status')).toHaveTextContent('Passwords do not match');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(toastMessages(platform)).toEqual(['Passwords do not match.']);
    expect(platform.requests.filter((request) => request.path === '/api/reset-password')).toEqual([]);
  });

  it('compares the passwords trimmed, as it sends them', async () => {
    const platform = open('/create-new-password?token=tok', {
      ...validLink,
      'POST /api/reset-password': { body: { success: true, message: 'Password updated successfully.' } },
    });
    const user = await choose('Brand-new-1! ', 'Brand-new-1!');
    expect(screen.getByRole('status')).toHaveTextContent('Passwords matches');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitForPath('/password-updated');
    expect(platform.requests.find((request) => request.path === '/api/reset-password')?.body).toEqual({
      token: 'tok',
      password: 'Brand-new-1!',
    });
  });

  it('sets the password and goes to /password-updated', async () => {
    const platform = open('/create-new-password?token=tok', {
      ...validLink,
      'POST /api/reset-password': { body: { success: true, message: 'Password updated successfully.' } },
    });
    const user = await choose('Brand-new-1!');
    expect(screen.getByRole('status')).toHaveTextContent('Passwords matches');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitForPath('/password-updated');
    expect(platform.requests.find((request) => request.path === '/api/reset-password')?.body).toEqual({
      token: 'tok',
      password: 'Brand-new-1!',
    });
  });

  it.each([
    [
      {
        status: 422,
        body: { message: 'Password must include an uppercase letter, a number and a special character.' },
      },
      'Password must include an uppercase letter, a number and a special character.',
    ],
    [{ status: 500 }, 'An error occurred'],
  ])('shows a refused reset: %j', async (answer, message) => {
    const platform = open('/create-new-password?token=tok', {
      ...validLink,
      'POST /api/reset-password': answer,
    });
    const user = await choose('weakpassword');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(toastMessages(platform)).toEqual([message]));
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});

describe('PasswordUpdatedPage', () => {
  it('says so and offers the Login button', () => {
    renderPage(<PasswordUpdatedPage />, { path: '/password-updated' });
    expect(screen.getByRole('heading', { name: 'Password Updated!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
