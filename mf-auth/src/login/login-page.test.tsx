import {
  currentState,
  type FetchScript,
  FORM_TOKEN,
  renderPage,
  setScreenWidth,
  type TestPlatform,
  waitForPath,
} from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './login-page';

const renderLogin = (script: FetchScript = {}): TestPlatform =>
  renderPage(<LoginPage />, { path: '/login', script }).platform;

const loginButton = () => screen.getByRole('button', { name: 'Login' });

/** What the page sent (the Google status check aside). */
const posted = (platform: TestPlatform) => platform.requests.filter((request) => request.method === 'POST');

describe('LoginPage', () => {
  beforeEach(() => setScreenWidth(1280));

  it('has labelled fields, the recovery and register links and Google sign-in', async () => {
    renderLogin({ 'GET /api/google-login/status': { body: { configured: true } } });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByText('or')).toBeInTheDocument();
  });

  it('keeps Login disabled until both fields hold more than spaces', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(loginButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(loginButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '   ');
    expect(loginButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(loginButton()).toBeEnabled();
  });

  async function submit(platform: TestPlatform, email: string, password: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(loginButton());
    return platform;
  }

  it('refuses narrow screens first', async () => {
    setScreenWidth(800);
    const platform = await submit(renderLogin(), 'not-an-email', 'secret');
    expect(platform.toasts).toEqual([
      {
        message: 'Login is only allowed on larger screen devices.',
        options: { type: 'error', position: 'bottom-right' },
      },
    ]);
    expect(posted(platform)).toEqual([]);
  });

  it('answers "Bad Request." when the hidden field is filled', async () => {
    const platform = renderLogin();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="honeyPot"]');
    expect(honeypot).not.toBeNull();
    fireEvent.change(honeypot as HTMLInputElement, { target: { value: 'http://spam.example' } });
    await submit(platform, 'ada@example.com', 'secret');
    expect(platform.toasts.map((toast) => toast.message)).toEqual(['Bad Request.']);
    expect(posted(platform)).toEqual([]);
  });

  it('asks for all fields when the form is sent empty', () => {
    const platform = renderLogin();
    fireEvent.submit(loginButton().closest('form') as HTMLFormElement);
    expect(platform.toasts.map((toast) => toast.message)).toEqual(['All fields are required.']);
  });

  it('marks the empty fields, describes them and moves focus to the first', () => {
    renderLogin();
    fireEvent.submit(loginButton().closest('form') as HTMLFormElement);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('All fields are required.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getAllByText('All fields are required.')[0]?.closest('[aria-live]')).not.toBeNull();
  });

  it("shows the server's field errors at their fields and clears one when it is edited", async () => {
    const platform = renderLogin({
      'POST /api/login/': {
        status: 422,
        body: { message: 'pwd: Too long', errors: { pwd: 'pwd: Too long' } },
      },
    });
    await submit(platform, 'ada@example.com', 'secret');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('pwd: Too long'));
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await userEvent.setup().type(password, 'x');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('tells a narrow screen at once that login needs a larger one', () => {
    setScreenWidth(390);
    renderLogin();
    expect(screen.getByRole('alert')).toHaveTextContent('Login is only allowed on larger screen devices.');
  });

  it('checks the e-mail shape', async () => {
    const platform = await submit(renderLogin(), 'ada@example', 'secret');
    expect(platform.toasts.map((toast) => toast.message)).toEqual(['Please enter a valid email address.']);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(posted(platform)).toEqual([]);
  });

  it('signs in with the form token, stores the token and goes to navigate_to', async () => {
    const platform = renderLogin({
      'POST /api/login/': {
        body: { message: 'Login successful', access_token: 'token-1', navigate_to: '/dashboard' },
      },
    });
    await submit(platform, '  ada@example.com ', 'secret');

    await waitForPath('/dashboard');
    expect(platform.auth.getToken()).toBe('token-1');
    const login = platform.requests.find((request) => request.path === '/api/login/');
    expect(login?.authorization).toBe(FORM_TOKEN);
    expect(login?.body).toEqual({
      email: 'ada@example.com',
      pwd: 'secret',
      screen_width: 1280,
      honeyPot: '',
    });
  });

  it("shows the server's message when the login is refused", async () => {
    const platform = renderLogin({
      'POST /api/login/': { status: 401, body: { message: 'Invalid email or password.' } },
    });
    await submit(platform, 'ada@example.com', 'wrong');
    await waitFor(() =>
      expect(platform.toasts).toEqual([
        { message: 'Invalid email or password.', options: { type: 'error', position: 'bottom-right' } },
      ]),
    );
    expect(platform.auth.getToken()).toBeNull();
    expect(loginButton()).toBeEnabled();
  });

  it('asks for the e-mailed code when the server does, and sends it with the password', async () => {
    const codeNeeded =
      'This account has had many failed sign-ins. If your password is right, we have e-mailed you a code: enter it with your password to sign in.';
    const platform = renderLogin({
      'POST /api/login/': (request) =>
        (request.body as { otp?: string }).otp === '123456'
          ? { body: { message: 'Login successful', access_token: 'token-3', navigate_to: '/dashboard' } }
          : { status: 401, body: { message: codeNeeded, errors: { otp: codeNeeded } } },
    });
    expect(screen.queryByLabelText('E-mail code')).toBeNull();
    await submit(platform, 'ada@example.com', 'secret');
    await waitFor(() => expect(platform.toasts.map((toast) => toast.message)).toEqual([codeNeeded]));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail code'), ' 123456 ');
    await user.click(loginButton());
    await waitForPath('/dashboard');
    expect(posted(platform).at(-1)?.body).toMatchObject({ email: 'ada@example.com', otp: '123456' });
  });

  it('asks for the authenticator code after the right password, and signs in with it', async () => {
    const platform = renderLogin({
      'POST /api/login/': {
        body: {
          message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
          two_factor_required: true,
          challenge: 'challenge-1',
        },
      },
      'POST /api/login/two-factor/': (request) =>
        (request.body as { code: string }).code === '123456'
          ? { body: { message: 'Login successful', access_token: 'token-2fa', navigate_to: '/dashboard' } }
          : {
              status: 401,
              body: { message: 'That code is not right.', errors: { code: 'That code is not right.' } },
            },
    });
    await submit(platform, 'ada@example.com', 'secret');
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(platform.auth.getToken()).toBeNull();
    const user = userEvent.setup();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right\./));
    await user.clear(code);
    await user.type(code, ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitForPath('/dashboard');
    expect(platform.auth.getToken()).toBe('token-2fa');
    const second = posted(platform).at(-1);
    expect(second?.path).toBe('/api/login/two-factor/');
    expect(second?.authorization).toBe(FORM_TOKEN);
    expect(second?.body).toEqual({ challenge: 'challenge-1', code: '123456' });
  });

  it('goes back to the password when the challenge has expired', async () => {
    const expired = 'Your sign-in took too long. Please enter your e-mail and password again.';
    const platform = renderPage(<LoginPage />, {
      path: '/login',
      state: { twoFactorChallenge: 'from-google' },
      script: {
        'POST /api/login/two-factor/': {
          status: 401,
          body: { message: expired, errors: { challenge: expired } },
        },
      },
    }).platform;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(platform.toasts.map((toast) => toast.message)).toEqual([expired]);
    expect(posted(platform)[0]?.body).toEqual({ challenge: 'from-google', code: '123456' });
  });

  it('sends the unverified user to /verify-email with the address', async () => {
    const platform = renderLogin({
      'POST /api/login/': {
        body: { message: 'Login successful', access_token: 'token-2', navigate_to: '/verify-email' },
      },
    });
    await submit(platform, 'new@example.com', 'secret');
    await waitForPath('/verify-email');
    expect(currentState()).toEqual({ email: 'new@example.com' });
  });

  it('leaves for Google sign-in with the screen width, and refuses narrow screens', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const platform = renderLogin({ 'GET /api/google-login/status': { body: { configured: true } } });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
      expect(assign).toHaveBeenCalledWith('/api/google-login/?screen_width=1280');
      setScreenWidth(900);
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(assign).toHaveBeenCalledTimes(1);
      expect(platform.toasts.map((toast) => toast.message)).toEqual([
        'Login is only allowed on larger screen devices.',
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hides Google sign-in quietly when the server has no Google settings', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderLogin({ 'GET /api/google-login/status': { body: { configured: false } } });
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(screen.queryByText(/not configured/)).not.toBeInTheDocument();
    info.mockRestore();
  });
});
