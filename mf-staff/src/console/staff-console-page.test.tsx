import { STAFF_MESSAGES } from '@platform/contract';
import { renderPage, waitForPath, type FetchScript } from '@platform/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import StaffConsolePage from './staff-console-page';

const me = (role: string, twoFactor = true) => ({
  body: {
    id: '4b0c7c2e-1d3f-4f5a-9a51-3c2f1f0d2b11',
    first_name: 'Tolu',
    last_name: 'Bakare',
    email: 'staff@example.com',
    role,
    two_factor_enabled: twoFactor,
  },
});

const staffList = {
  body: {
    staff: [
      {
        id: '4b0c7c2e-1d3f-4f5a-9a51-3c2f1f0d2b11',
        first_name: 'Tolu',
        last_name: 'Bakare',
        email: 'staff@example.com',
        role: 'Admin',
        active: true,
        two_factor_enabled: true,
        added_at: '2026-11-26T09:00:00.000Z',
        added_by: null,
        last_active_at: null,
      },
    ],
  },
};

const openConsole = (script: FetchScript) =>
  renderPage(<StaffConsolePage />, { path: '/staff/*', url: '/staff', token: 'token-1', script });

describe('the staff console', () => {
  it('tells a caller who is not staff that the page is for staff (the API answers 404)', async () => {
    openConsole({ 'GET /api/staff/me/': { status: 404, body: { message: STAFF_MESSAGES.notFound } } });
    expect(
      await screen.findByRole('heading', { name: 'This page is for Buildbay staff' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('asks staff to turn on two-factor sign-in, then shows the recovery codes once', async () => {
    let enabled = false;
    const { platform } = openConsole({
      'GET /api/staff/me/': () => me('Admin', enabled),
      'POST /api/two-factor/setup/': {
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x',
          qr_code: 'data:image/svg+xml;base64,',
        },
      },
      'POST /api/two-factor/enable/': () => {
        enabled = true;
        return {
          body: { message: 'Two-factor sign-in is on.', recovery_codes: Array(10).fill('abcd-efgh') },
        };
      },
      'GET /api/staff/members/': staffList,
    });
    expect(await screen.findByRole('heading', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByTestId('two-factor-key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.type(screen.getByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    expect(platform.requests.find((request) => request.path === '/api/two-factor/enable/')?.body).toEqual({
      code: '123456',
    });
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them: open the console' }));
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument();
  });

  it("an Admin's menu holds every section and opens the first", async () => {
    openConsole({ 'GET /api/staff/me/': me('Admin'), 'GET /api/staff/members/': staffList });
    const menu = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Staff', 'Audit Log', 'Inbox', 'Money Desk', 'Payouts', 'Talent Pool', 'Proposals']);
    await waitForPath('/staff/team');
    expect(await screen.findByRole('cell', { name: 'staff@example.com' })).toBeInTheDocument();
  });
});
