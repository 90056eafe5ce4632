import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type FetchScript,
  FORM_TOKEN,
  holdPosts,
  renderPage,
  toastMessages,
  waitForPath,
} from '@platform/shared-ui/testing';
import VerifyEmailPage from './verify-email-page';

const renderVerify = (script: FetchScript = {}, state: unknown = { email: 'ada@example.com' }) =>
  renderPage(<VerifyEmailPage />, {
    path: '/verify-email',
    state,
    script,
  }).platform;

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const boxes = () => [1, 2, 3, 4, 5, 6].map(box);
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(box(1));
  await user.keyboard(code);
  return user;
}

describe('VerifyEmailPage', () => {
  it('shows the address and six labelled boxes; Verify waits for six digits', async () => {
    renderVerify();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(verifyButton()).toBeDisabled();
    await typeCode('12345');
    expect(verifyButton()).toBeDisabled();
    await userEvent.setup().keyboard('6');
    expect(boxes().map((input) => (input as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(verifyButton()).toBeEnabled();
  });

  it('opens with the first box focused, so the code can be typed at once', async () => {
    renderVerify();
    expect(box(1)).toHaveFocus();
    await userEvent.setup().keyboard('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it('takes one digit a box, moving on; Backspace clears and moves back', async () => {
    renderVerify();
    const user = await typeCode('1a2');
    expect(boxes().map((input) => (input as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect((box(2) as HTMLInputElement).value).toBe('');
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(boxes().map((input) => (input as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
  });

  it('fills every box from a pasted code', async () => {
    renderVerify();
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 987654 ' } });
    expect(boxes().map((input) => (input as HTMLInputElement).value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(verifyButton()).toBeEnabled();
  });

  it('without an address: "Email is required to proceed." and back to /register', async () => {
    const platform = renderVerify({}, null);
    await waitForPath('/register');
    expect(toastMessages(platform)).toEqual(['Email is required to proceed.']);
  });

  it('verifies, keeps the token and goes to /create-profile', async () => {
    const platform = renderVerify({
      'POST /api/verify-otp/': { body: { message: 'Email verified successfully', access_token: 'token-9' } },
    });
    const user = await typeCode('123456');
    await user.click(verifyButton());
    await waitForPath('/create-profile');
    expect(platform.auth.getToken()).toBe('token-9');
    const request = platform.requests.find((candidate) => candidate.path === '/api/verify-otp/');
    expect(request).toMatchObject({
      authorization: FORM_TOKEN,
      body: { email: 'ada@example.com', otp: '123456' },
    });
  });

  it('waits while the code is checked, sending it once', async () => {
    const platform = renderVerify({
      'POST /api/verify-otp/': { body: { message: 'Email verified successfully', access_token: 'token-9' } },
    });
    const held = holdPosts(platform, '/api/verify-otp/');
    const user = await typeCode('123456');
    await user.click(verifyButton());
    expect(verifyButton()).toBeDisabled();
    verifyButton().closest('form')?.requestSubmit();
    held.release();
    await waitForPath('/create-profile');
    expect(platform.requests.filter((request) => request.path === '/api/verify-otp/')).toHaveLength(1);
    expect(platform.toasts).toContainEqual({
      message: 'Email verified successfully',
      options: { position: 'bottom-right', type: 'success' },
    });
  });

  it("shows the server's refusal inline and as a toast", async () => {
    const platform = renderVerify({
      'POST /api/verify-otp/': { status: 400, body: { message: 'Invalid verification code. 4 tries left.' } },
    });
    const user = await typeCode('123456');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code. 4 tries left.');
    expect(toastMessages(platform)).toEqual(['Invalid verification code. 4 tries left.']);
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(box(1)).toHaveFocus();
    expect(verifyButton()).toBeEnabled();
    expect(platform.auth.getToken()).toBeNull();
  });

  it('"Verification failed." when the check fails without a message', async () => {
    const platform = renderVerify({ 'POST /api/verify-otp/': new TypeError('Failed to fetch') });
    const user = await typeCode('123456');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed.');
    expect(toastMessages(platform)).toEqual(['Verification failed.']);
  });

  it('sends a new code on "Resend code"; "Change email address" goes back to /register', async () => {
    const platform = renderVerify({
      'POST /api/resend-otp/': {
        body: { message: 'If this address is waiting for verification, a new code is on its way.' },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(toastMessages(platform)).toEqual([
        'If this address is waiting for verification, a new code is on its way.',
      ]),
    );
    expect(platform.requests.find((request) => request.path === '/api/resend-otp/')?.body).toEqual({
      email: 'ada@example.com',
    });
    expect(screen.getByRole('link', { name: 'Change email address' })).toHaveAttribute('href', '/register');
  });

  it('shows when a new code is refused (rate limit)', async () => {
    const platform = renderVerify({
      'POST /api/resend-otp/': {
        status: 429,
        body: { message: 'Too many attempts. Please try again in 60 seconds.' },
      },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(toastMessages(platform)).toEqual(['Too many attempts. Please try again in 60 seconds.']),
    );
  });
});
