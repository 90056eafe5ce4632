import { setCurrentProject } from '@platform/shared-ui';
import { currentPath, currentSearch, waitForPath, type FetchScript } from '@platform/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../platform/auth-store';
import { fakeAreas, pagesModule, renderShell, SIGNED_IN } from '../test-utils';

const areas = () =>
  fakeAreas({
    mf_auth: pagesModule('1', ['login']),
    mf_workspace: pagesModule('1', ['dashboard', 'createProject']),
  });

async function renderDashboard(path = '/dashboard', script: FetchScript = {}) {
  const shell = await renderShell(path, {
    areas: areas(),
    token: 'token-1',
    script: { ...SIGNED_IN, ...script },
  });
  await screen.findByText(/^Page /);
  return shell;
}

describe('dashboard layout', () => {
  it('welcomes the user by first name in the top bar', async () => {
    await renderDashboard();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Ada')).toBeInTheDocument();
    expect(within(banner).getByText(/welcome/)).toHaveTextContent('welcome Ada');
  });

  it('links Dashboard, Projects, Payments and Settings; the other four sidebar items open the coming-soon notice', async () => {
    await renderDashboard();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(sidebar).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/project/all-projects',
    );
    expect(within(sidebar).getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/billing');
    expect(within(sidebar).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    const user = userEvent.setup();
    for (const item of ['Support', 'Team', 'Print', 'Learn']) {
      await user.click(within(sidebar).getByRole('button', { name: item }));
      const notice = screen.getByRole('dialog', { name: 'Coming Soon!' });
      await user.click(within(notice).getByRole('button', { name: 'Close' }));
    }
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('dialog', { name: 'Coming Soon!' })).toBeInTheDocument();
  });

  it('shows one banner while a bill is unpaid past its grace period, linking to Billing to pay it', async () => {
    const message =
      'Invoice INV-0007 (₦10,750) was due on 8 Nov 2026 and is still unpaid, so new projects, invitations and seats are paused. Pay it to continue.';
    await renderDashboard('/dashboard', {
      'GET /api/billing/restriction/': {
        body: {
          restriction: {
            message,
            invoice_id: 'i-7',
            number: 'INV-0007',
            owed_kobo: 1_075_000,
            due_date: '2026-11-08T00:00:00.000Z',
            pay_path: '/billing',
          },
        },
      },
    });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(message);
    expect(within(banner).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/billing');
  });

  it('shows no banner for an account in good standing', async () => {
    const shell = await renderDashboard('/dashboard', {
      'GET /api/billing/restriction/': { body: { restriction: null } },
    });
    await waitFor(() =>
      expect(shell.requests.some((request) => request.path === '/api/billing/restriction/')).toBe(true),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the unread count on the bell, lists the notifications and opens one, marking it read', async () => {
    const notifications = [
      {
        id: 'n-2',
        title: 'New task assigned: Logo',
        body: 'Ada assigned you a Design task in Bakery.',
        link: '/project/workspace/p1/Bakery/task-details?task=t1',
        read: false,
        created_at: new Date().toISOString(),
      },
      {
        id: 'n-1',
        title: 'Welcome',
        body: 'Create a project to get started.',
        link: null,
        read: true,
        created_at: '2026-01-02T10:00:00.000Z',
      },
    ];
    const shell = await renderDashboard('/dashboard', {
      'GET /api/notifications/': { body: { notifications, unread_count: 1 } },
      'POST /api/notifications/n-2/read/': { body: { unread_count: 0 } },
    });
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByText('Account overview')).toBeInTheDocument();
    expect(within(dialog).getByText('1 unread')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(dialog).getByRole('tab', { name: 'Unread' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: /New task assigned: Logo/ }));
    await waitForPath('/project/workspace/p1/Bakery/task-details');
    expect(currentSearch()).toBe('?task=t1');
    expect(shell.requests.some((request) => request.path === '/api/notifications/n-2/read/')).toBe(true);
  });

  it('marks every notification read at once, and says when there are none', async () => {
    await renderDashboard('/dashboard', {
      'GET /api/notifications/': {
        body: {
          notifications: [
            {
              id: 'n-1',
              title: 'Hi',
              body: 'There',
              link: null,
              read: false,
              created_at: new Date().toISOString(),
            },
          ],
          unread_count: 1,
        },
      },
      'POST /api/notifications/read-all/': { body: { unread_count: 0 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(dialog).findByText('0 unread')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Unread' }));
    expect(within(dialog).getByText('No unread notifications.')).toBeInTheDocument();
  });

  it('logs out from the profile menu: token cleared, then /login', async () => {
    const shell = await renderDashboard('/dashboard', {
      'GET /api/logout/': { body: { message: 'Logged out' } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    const menu = await screen.findByRole('menu', { name: 'Profile' });
    expect(within(menu).getByText('Business')).toBeInTheDocument();
    await act(async () => user.click(within(menu).getByRole('menuitem', { name: 'Logout' })));

    await waitForPath('/login');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(shell.requests.find((request) => request.path === '/api/logout/')?.authorization).toBe(
      'Bearer token-1',
    );
  });

  it('closes the profile menu on Escape and on a pointer down outside it', async () => {
    await renderDashboard('/dashboard');
    const user = userEvent.setup();
    const profile = screen.getByRole('button', { name: 'Profile' });
    await user.click(profile);
    expect(await screen.findByRole('menu', { name: 'Profile' })).toBeInTheDocument();
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(profile).toHaveAttribute('aria-expanded', 'false');

    await user.click(profile);
    expect(await screen.findByRole('menu', { name: 'Profile' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows "Logout failed" (or the server message) when the logout fails', async () => {
    await renderDashboard('/dashboard', { 'GET /api/logout/': { status: 500 } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await within(screen.getByTestId('toasts-top-right')).findByRole('alert')).toHaveTextContent(
      'Logout failed',
    );
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('token-1');
    expect(currentPath()).toBe('/dashboard');
  });

  it('shows a back button and the current project name on the create-project route', async () => {
    act(() => setCurrentProject({ id: 3, name: 'Shop redesign' }));
    await renderDashboard('/project/create-project');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(within(banner).getByRole('heading', { name: 'Shop redesign' })).toBeInTheDocument();
    expect(within(banner).queryByText(/welcome/)).not.toBeInTheDocument();
  });
});
