import {
  currentState,
  FORM_TOKEN,
  renderPage,
  setScreenWidth,
  toastMessages,
  waitForPath,
} from '@platform/shared-ui/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sent } from '../testing/sent-requests';
import RegisterPage from './register-page';

const renderRegister = (script = {}) => renderPage(<RegisterPage />, { path: '/register', script }).platform;
const createButton = () => screen.getByRole('button', { name: 'Create Account' });

interface Values {
  first?: string;
  last?: string;
  email?: string;
  password?: string;
  confirm?: string;
  agree?: boolean;
}

/** Fills the form like a person; empty strings leave a field untouched. */
async function fill({
  first = 'Ada',
  last = 'Okafor',
  email = 'ada@example.com',
  password = 'Strong-pass-1!',
  confirm = password,
  agree = true,
}: Values = {}) {
  const user = userEvent.setup();
  for (const [label, value] of [
    ['First name', first],
    ['Last name', last],
    ['Email', email],
    ['Password', password],
    ['Confirm password', confirm],
  ] as const) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  if (agree) await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  return user;
}

const submitForm = () => fireEvent.submit(createButton().closest('form') as HTMLFormElement);

describe('RegisterPage', () => {
  beforeEach(() => setScreenWidth(1280));

  it('has labelled fields, the guidance, and links to log in and to the talent side', () => {
    renderRegister();
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Minimum 8 characters with an uppercase letter, a number and a special character.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Switch to Talent/Agency' })).toHaveAttribute(
      'href',
      '/talent/register',
    );
    // Google sign-up waits for the server to say it is set up (the test server does not answer).
    expect(screen.queryByRole('button', { name: 'Sign up with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('enables Create Account only when every field and the terms box are filled', async () => {
    renderRegister();
    expect(createButton()).toBeDisabled();
    await fill({ agree: false });
    expect(createButton()).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('checkbox'));
    expect(createButton()).toBeEnabled();
  });

  it('shows whether the passwords match as they are typed', async () => {
    renderRegister();
    const user = await fill({ confirm: 'Strong-pass', agree: false });
    expect(screen.getByRole('status')).toHaveTextContent('Passwords do not match');
    await user.type(screen.getByLabelText('Confirm password'), '-1!');
    expect(screen.getByRole('status')).toHaveTextContent('Passwords matches');
  });

  it('checks in the spec order: width, honeypot, required, match, terms, e-mail', async () => {
    const cases: [() => Promise<void> | void, string][] = [
      [() => setScreenWidth(1000), 'Account creation is only allowed on larger screen devices.'],
      [
        () =>
          void fireEvent.change(document.querySelector('input[name="honeyPot"]') as HTMLInputElement, {
            target: { value: 'spam' },
          }),
        'Bad Request.',
      ],
      [() => undefined, 'All fields are required.'],
      [async () => void (await fill({ confirm: 'Other-pass-1!', email: 'bad' })), 'Passwords do not match.'],
      [
        async () => void (await fill({ agree: false, email: 'bad' })),
        'You must agree to the terms of service.',
      ],
      [async () => void (await fill({ email: 'ada@example' })), 'Please enter a valid email address.'],
    ];
    for (const [arrange, message] of cases) {
      setScreenWidth(1280);
      const platform = renderRegister();
      await arrange();
      submitForm();
      expect(toastMessages(platform)).toEqual([message]);
      expect(platform.toasts[0]?.options).toEqual({ type: 'error', position: 'bottom-right' });
      expect(sent(platform)).toEqual([]);
      cleanup();
    }
  });

  it('creates the account with the form token and goes to /verify-email with the address', async () => {
    const platform = renderRegister({
      'POST /api/create-account/': {
        status: 201,
        body: { message: 'Account created successfully. Please check your email for the verification code.' },
      },
    });
    const user = await fill({ first: ' Ada ', email: ' ada@example.com ' });
    await user.click(createButton());
    await waitForPath('/verify-email');
    expect(currentState()).toEqual({ email: 'ada@example.com' });
    const request = platform.requests.find((candidate) => candidate.path === '/api/create-account/');
    expect(request?.authorization).toBe(FORM_TOKEN);
    expect(request?.body).toEqual({
      fname: 'Ada',
      lname: 'Okafor',
      email: 'ada@example.com',
      pwd: 'Strong-pass-1!',
      confirmPwd: 'Strong-pass-1!',
      tos: true,
      screen_width: 1280,
      honeyPot: '',
    });
    expect(platform.toasts).toEqual([
      {
        message: 'Account created successfully. Please check your email for the verification code.',
        options: { type: 'success', position: 'bottom-right' },
      },
    ]);
  });

  it('through an invitation link: sends its token, and when it proves the address goes straight to the project', async () => {
    const { platform } = renderPage(<RegisterPage />, {
      path: '/register',
      url: '/register?invite=tok-1&email=joiner%40example.com',
      script: {
        'POST /api/create-account/': {
          status: 201,
          body: {
            message: 'You joined Bakery Website.',
            access_token: 'session-1',
            redirect_url: '/project/workspace/p1/bakery-website',
          },
        },
      },
    });
    expect(screen.getByLabelText('Email')).toHaveValue('joiner@example.com');
    const user = await fill({ email: '' });
    await user.click(createButton());
    await waitForPath('/project/workspace/p1/bakery-website');
    const request = platform.requests.find((candidate) => candidate.path === '/api/create-account/');
    expect(request?.body).toMatchObject({ email: 'joiner@example.com', invite: 'tok-1' });
    expect(platform.auth.getToken()).toBe('session-1');
    expect(sessionStorage.getItem('pendingInvitation')).toBeNull();
    expect(toastMessages(platform)).toEqual(['You joined Bakery Website.']);
  });

  it("shows the server's refusal and lets the user try again", async () => {
    const platform = renderRegister({
      'POST /api/create-account/': {
        status: 409,
        body: { message: 'An account with this email already exists. Please log in.' },
      },
    });
    const user = await fill();
    await user.click(createButton());
    await waitFor(() =>
      expect(toastMessages(platform)).toEqual(['An account with this email already exists. Please log in.']),
    );
    expect(createButton()).toBeEnabled();
  });

  it('"An error occurred" when the server gives no message', async () => {
    const platform = renderRegister({ 'POST /api/create-account/': { status: 500 } });
    const user = await fill();
    await user.click(createButton());
    await waitFor(() => expect(toastMessages(platform)).toEqual(['An error occurred']));
  });

  it('refuses Google sign-up on narrow screens', async () => {
    setScreenWidth(800);
    const platform = renderRegister({ 'GET /api/google-login/status': { body: { configured: true } } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign up with Google' }));
    expect(toastMessages(platform)).toEqual(['Account creation is only allowed on larger screen devices.']);
  });
});
