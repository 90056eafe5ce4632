import {
  currentPath,
  renderPage,
  toastMessages,
  type FetchScript,
  type TestPlatform,
} from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from './settings-api';
import SettingsPage from './settings-page';

const ACCOUNT: Account = {
  first_name: 'Ada',
  last_name: 'Okafor',
  email: 'ada@example.com',
  pending_email: null,
  has_password: true,
  google_linked: false,
  business: {
    business_name: 'Okafor Studio',
    industry: 'Retail',
    address: '12 Admiralty Way, Lekki',
    number_of_team_members: 4,
    picture_url: null,
  },
  two_factor: { enabled: false, required: false, recovery_codes_left: 0 },
  closing_blockers: [],
};

const SESSIONS = {
  sessions: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      device: 'Chrome on Windows',
      ip_address: '102.89.1.2',
      signed_in_at: '2026-11-20T09:00:00.000Z',
      last_seen_at: '2026-11-26T10:00:00.000Z',
      current: true,
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      device: 'Safari on iPhone',
      ip_address: '102.89.3.4',
      signed_in_at: '2026-11-21T09:00:00.000Z',
      last_seen_at: '2026-11-25T18:30:00.000Z',
      current: false,
    },
  ],
};

const CHOICES = {
  kinds: [
    { kind: 'tasks', label: 'Tasks assigned to you', in_app: true, email: true },
    { kind: 'projects', label: 'Projects deleted by their owner', in_app: true, email: false },
  ],
  daily_digest: false,
};

const CODES = Array.from({ length: 10 }, (_, index) => `abcde-${String(index).padStart(5, '0')}`);

function renderSettings(script: FetchScript = {}, account: Partial<Account> = {}, url = '/settings') {
  return renderPage(<SettingsPage />, {
    path: '/settings',
    url,
    token: 'token-1',
    script: {
      'GET /api/account/': { body: { ...ACCOUNT, ...account } },
      'GET /api/account/sessions/': { body: SESSIONS },
      'GET /api/account/data-export/': { body: { export: null } },
      'GET /api/account/notifications/': { body: CHOICES },
      ...script,
    },
  }).platform;
}

const section = (name: string) => screen.getByRole('region', { name });
const sent = (platform: TestPlatform, method: string, path: string) =>
  platform.requests.filter((request) => request.method === method && request.path === path);

afterEach(() => vi.unstubAllGlobals());

describe('SettingsPage', () => {
  it('shows every section, filled from the account', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Profile' });
    for (const name of [
      'Profile',
      'Password',
      'E-mail address',
      'Where you are signed in',
      'Notifications',
      'Two-factor sign-in',
      'Download my data',
      'Close my account',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(within(section('Profile')).getByLabelText('First name')).toHaveValue('Ada');
    expect(within(section('Profile')).getByLabelText('Business name')).toHaveValue('Okafor Studio');
    expect(
      within(section('E-mail address')).getByText('You sign in with ada@example.com.'),
    ).toBeInTheDocument();
  });

  it('saves the profile as multipart and toasts the answer', async () => {
    const platform = renderSettings({
      'PATCH /api/account/profile/': { body: { message: 'Your profile is saved.' } },
      'GET /api/user-details/': { body: { user_firstname: 'Adaeze', user_img: null } },
    });
    const user = userEvent.setup();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    await user.clear(within(profile).getByLabelText('First name'));
    await user.type(within(profile).getByLabelText('First name'), 'Adaeze');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toastMessages(platform)).toEqual(['Your profile is saved.']));
    const [request] = sent(platform, 'PATCH', '/api/account/profile/');
    const form = request?.body as FormData;
    expect(form.get('first_name')).toBe('Adaeze');
    expect(form.get('business_name')).toBe('Okafor Studio');
    expect(form.get('number_of_team_members')).toBe('4');
    expect(form.has('profile_picture')).toBe(false);
  });

  it('checks a profile edit as the server does before sending it, in its words and at its field', async () => {
    const platform = renderSettings({
      'PATCH /api/account/profile/': { body: { message: 'Your profile is saved.' } },
      'GET /api/user-details/': { body: { user_firstname: 'عائشة 🌍', user_img: null } },
    });
    const user = userEvent.setup({ applyAccept: false });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    const field = (label: string) => within(profile).getByLabelText(label);
    const save = within(profile).getByRole('button', { name: 'Save profile' });
    const refused = async (label: string, message: string) => {
      await user.click(save);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(toastMessages(platform).at(-1)).toBe(message);
    };
    const replace = async (label: string, text: string) => {
      await user.clear(field(label));
      await user.click(field(label));
      if (text) await user.paste(text);
    };
    await replace('First name', '   ');
    await refused('First name', 'First and last name are required.');
    await replace('First name', 'A'.repeat(101));
    await refused('First name', 'Names must be at most 100 characters long.');
    await replace('First name', 'عائشة 🌍');
    await replace('Business name', '');
    await refused(
      'Business name',
      'Business name, industry, address and number of team members are all required.',
    );
    await replace('Business name', 'Okafor Studio');
    for (const size of ['-3', '2.5', '100001', '0']) {
      await replace('Number of team members', size);
      await refused('Number of team members', 'Number of team members must be a whole number of at least 1.');
    }
    await replace('Number of team members', '12');
    await replace('Address', 'x'.repeat(201));
    await refused('Address', 'Business name, industry and address must be at most 200 characters long.');
    await replace('Address', '12 Admiralty Way, Lekki');
    await user.upload(
      field('Profile picture'),
      new File(['not an image'], 'notes.txt', { type: 'text/plain' }),
    );
    await refused('Profile picture', 'The profile picture must be an image file (JPEG, PNG, GIF or WebP).');
    expect(sent(platform, 'PATCH', '/api/account/profile/')).toEqual([]);

    await user.upload(field('Profile picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.dblClick(save);
    await waitFor(() => expect(toastMessages(platform).at(-1)).toBe('Your profile is saved.'));
    const requests = sent(platform, 'PATCH', '/api/account/profile/');
    expect(requests).toHaveLength(1);
    expect((requests[0]?.body as FormData).get('first_name')).toBe('عائشة 🌍');
  });

  it('shows a refused password change at its field and sends nothing else', async () => {
    const platform = renderSettings({
      'POST /api/account/password/': {
        status: 403,
        body: {
          message: 'Your current password is not right.',
          errors: { current_password: 'Your current password is not right.' },
        },
      },
    });
    const user = userEvent.setup();
    const password = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(password).getByLabelText('Current password'), 'wrong');
    await user.type(within(password).getByLabelText('New password'), 'New-pass-1!');
    await user.type(within(password).getByLabelText('Confirm new password'), 'New-pass-1!');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toastMessages(platform)).toEqual(['Your current password is not right.']));
    expect(within(password).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(platform, 'POST', '/api/account/password/')[0]?.body).toEqual({
      current_password: 'wrong',
      new_password: 'New-pass-1!',
      confirm_password: 'New-pass-1!',
    });
  });

  it('checks a password change as the server does before sending it, so a wrong form spends no guess', async () => {
    const platform = renderSettings({
      'POST /api/account/password/': {
        body: { message: 'Your password is changed. Every other session has been signed out.' },
      },
    });
    const user = userEvent.setup();
    const password = await screen.findByRole('region', { name: 'Password' });
    const current = within(password).getByLabelText('Current password');
    const next = within(password).getByLabelText('New password');
    const confirmation = within(password).getByLabelText('Confirm new password');
    const change = within(password).getByRole('button', { name: 'Change password' });
    const refused = async (field: HTMLElement, message: string) => {
      await user.click(change);
      expect(field).toHaveAccessibleDescription(message);
      expect(toastMessages(platform).at(-1)).toBe(message);
    };
    await refused(current, 'All fields are required.');
    await user.type(current, '   ');
    await refused(current, 'All fields are required.');
    await user.type(current, 'Secret-pass-1!');
    await user.type(next, 'short');
    await user.type(confirmation, 'short');
    await refused(next, 'Password must be at least 8 characters long.');
    await user.clear(next);
    await user.type(next, 'همه حروف کوچک 😀');
    await refused(next, 'Password must include an uppercase letter, a number and a special character.');
    await user.clear(next);
    await user.click(next);
    await user.paste(`A1!${'x'.repeat(130)}`);
    await refused(next, 'Password must be at most 128 characters long.');
    await user.clear(next);
    await user.type(next, 'New-pass-1!');
    await refused(confirmation, 'Passwords do not match.');
    expect(sent(platform, 'POST', '/api/account/password/')).toEqual([]);

    await user.clear(confirmation);
    await user.type(confirmation, 'New-pass-1! ');
    await user.dblClick(change);
    await waitFor(() =>
      expect(toastMessages(platform).at(-1)).toBe(
        'Your password is changed. Every other session has been signed out.',
      ),
    );
    expect(sent(platform, 'POST', '/api/account/password/')).toHaveLength(1);
  });

  it('asks for the code while a new address waits for it', async () => {
    let pending: string | null = null;
    const platform = renderSettings({
      'GET /api/account/': () => ({ body: { ...ACCOUNT, pending_email: pending } }),
      'POST /api/account/email/': () => {
        pending = 'ada@new.example';
        return {
          body: {
            message: 'We sent a 6-digit code to your new address. Enter it here to finish the change.',
          },
        };
      },
      'POST /api/account/email/confirm/': {
        body: { message: 'Your e-mail address is now ada@new.example.', email: 'ada@new.example' },
      },
    });
    const user = userEvent.setup();
    const email = await screen.findByRole('region', { name: 'E-mail address' });
    await user.type(within(email).getByLabelText('New e-mail address'), 'ada@new.example');
    await user.type(within(email).getByLabelText('Current password'), 'Secret-pass-1!');
    await user.click(within(email).getByRole('button', { name: 'Send code' }));
    expect(
      await within(email).findByText(
        'We sent a 6-digit code to ada@new.example. Enter it to finish the change.',
      ),
    ).toBeInTheDocument();
    await user.type(within(email).getByLabelText('Code from the e-mail'), '123456');
    await user.click(within(email).getByRole('button', { name: 'Confirm new address' }));
    await waitFor(() =>
      expect(toastMessages(platform)).toContain('Your e-mail address is now ada@new.example.'),
    );
    expect(sent(platform, 'POST', '/api/account/email/confirm/')[0]?.body).toEqual({ code: '123456' });
  });

  it('lists the sessions with device, address and last seen, and ends another one', async () => {
    const platform = renderSettings({
      'DELETE /api/account/sessions/22222222-2222-4222-8222-222222222222/': {
        body: { message: 'The session has ended.' },
      },
    });
    const user = userEvent.setup();
    const sessions = await screen.findByRole('list', { name: 'Sessions' });
    const phone = within(sessions).getByRole('listitem', { name: 'Safari on iPhone' });
    expect(phone).toHaveTextContent('From 102.89.3.4');
    expect(phone).toHaveTextContent('Last seen');
    const current = within(sessions).getByRole('listitem', { name: 'Chrome on Windows' });
    expect(current).toHaveTextContent('This device');
    expect(within(current).queryByRole('button', { name: /^End/ })).not.toBeInTheDocument();
    await user.click(
      within(phone).getByRole('button', { name: /^End session: Safari on iPhone, last seen / }),
    );
    await waitFor(() => expect(toastMessages(platform)).toEqual(['The session has ended.']));
    expect(sent(platform, 'GET', '/api/account/sessions/')).toHaveLength(2);
  });

  it('saves the notification choices per kind, in the app and by e-mail, and the daily digest', async () => {
    const platform = renderSettings({
      'PUT /api/account/notifications/': (request) => ({
        body: { message: 'Your notification choices are saved.', ...(request.body as object) },
      }),
    });
    const user = userEvent.setup();
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    expect(
      await within(notifications).findByLabelText('Projects deleted by their owner: by e-mail'),
    ).not.toBeChecked();
    await user.click(within(notifications).getByLabelText('Tasks assigned to you: in the app'));
    await user.click(within(notifications).getByLabelText('Projects deleted by their owner: by e-mail'));
    await user.click(within(notifications).getByLabelText(/Send my e-mails once a day/));
    await user.click(within(notifications).getByRole('button', { name: 'Save notification choices' }));
    await waitFor(() => expect(toastMessages(platform)).toEqual(['Your notification choices are saved.']));
    expect(sent(platform, 'PUT', '/api/account/notifications/')[0]?.body).toEqual({
      kinds: [
        { kind: 'tasks', in_app: false, email: true },
        { kind: 'projects', in_app: true, email: true },
      ],
      daily_digest: true,
    });
  });

  it('turns two-factor sign-in on with the QR code and a code, then shows the recovery codes once', async () => {
    let enabled = false;
    const platform = renderSettings({
      'GET /api/account/': () => ({
        body: { ...ACCOUNT, two_factor: { enabled, required: false, recovery_codes_left: enabled ? 10 : 0 } },
      }),
      'POST /api/two-factor/setup/': {
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Buildbay:ada%40example.com?secret=JBSWY3DPEHPK3PXP',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST /api/two-factor/enable/': () => {
        enabled = true;
        return {
          body: {
            message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once.',
            recovery_codes: CODES,
          },
        };
      },
    });
    const user = userEvent.setup();
    const twoFactor = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await user.click(within(twoFactor).getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(
      await within(twoFactor).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(twoFactor).getByLabelText('Set-up key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(within(twoFactor).getByLabelText('Code from the app'), '123456');
    await user.click(within(twoFactor).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const codes = await within(twoFactor).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(sent(platform, 'POST', '/api/two-factor/enable/')[0]?.body).toEqual({ code: '123456' });
    await user.click(within(twoFactor).getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(within(twoFactor).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(twoFactor).getByText('10 unused recovery codes left.')).toBeInTheDocument();
  });

  it('downloads the zip at once when opened from the e-mailed link', async () => {
    const download = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      void input;
      void init;
      return new Response('PK', { status: 200 });
    });
    vi.stubGlobal('fetch', download);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    const platform = renderSettings({}, {}, '/settings?export=e1&token=t0k3n');
    await waitFor(() => expect(toastMessages(platform)).toEqual(['Your data is downloading.']));
    const [url, init] = download.mock.calls[0] ?? [];
    expect(url).toBe('/api/account/data-export/e1/download?token=t0k3n');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(clicked).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });

  it('asks for the data export and says it is being prepared', async () => {
    let asked = false;
    const platform = renderSettings({
      'GET /api/account/data-export/': () => ({
        body: {
          export: asked
            ? {
                id: 'e1',
                status: 'PREPARING',
                size: null,
                requested_at: '2026-11-26T10:00:00.000Z',
                ready_at: null,
                expires_at: null,
              }
            : null,
        },
      }),
      'POST /api/account/data-export/': () => {
        asked = true;
        return {
          status: 202,
          body: { message: 'We are preparing your data. We will e-mail you a link when it is ready.' },
        };
      },
    });
    const user = userEvent.setup();
    const data = await screen.findByRole('region', { name: 'Download my data' });
    await user.click(within(data).getByRole('button', { name: 'Download my data' }));
    expect(
      await within(data).findByText(
        'Your data is being prepared. We will e-mail you a link when it is ready.',
      ),
    ).toBeInTheDocument();
    expect(toastMessages(platform)).toEqual([
      'We are preparing your data. We will e-mail you a link when it is ready.',
    ]);
    expect(within(data).getByRole('button', { name: 'Download my data' })).toBeDisabled();
  });

  it('says why the account cannot be closed yet and keeps the button off', async () => {
    renderSettings({}, { closing_blockers: ['Unpaid invoice INV-0001: pay it in Billing first.'] });
    const close = await screen.findByRole('region', { name: 'Close my account' });
    expect(within(close).getByText('Unpaid invoice INV-0001: pay it in Billing first.')).toBeInTheDocument();
    expect(within(close).getByRole('button', { name: 'Close my account' })).toBeDisabled();
  });

  it('closes the account with the password and the ticked box, then signs out to the home page', async () => {
    const platform = renderSettings({
      'POST /api/account/close/': {
        body: { message: 'Your account is closed. We are sorry to see you go.' },
      },
    });
    const user = userEvent.setup();
    const close = await screen.findByRole('region', { name: 'Close my account' });
    await user.type(within(close).getByLabelText('Current password'), 'Secret-pass-1!');
    await user.click(within(close).getByLabelText('I understand that closing my account cannot be undone.'));
    await user.click(within(close).getByRole('button', { name: 'Close my account' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sent(platform, 'POST', '/api/account/close/')[0]?.body).toEqual({
      current_password: 'Secret-pass-1!',
      confirm: true,
    });
    expect(platform.auth.getToken()).toBeNull();
    expect(toastMessages(platform)).toEqual(['Your account is closed. We are sorry to see you go.']);
  });
});
