import {
  createTestPlatform,
  currentPath,
  FORM_TOKEN_SCRIPT,
  currentState,
  holdPosts,
  honeypot,
  renderPage,
  toastMessages,
  type RenderPageOptions,
} from '@platform/shared-ui/testing';
import type { RequestCard } from '@platform/shared-ui/core';
import { providePlatform } from '@platform/shared-ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hydratePrerendered } from '../testing/hydrate-prerendered';
import { rememberRequest } from '../service-request/recent-request';
import RequestsPage from './requests-page';
import { REQUESTS_EMAIL_KEY } from './requests-page-state';

const card: RequestCard = {
  id: '1',
  title: 'Design Services',
  description: 'A new logo',
  details: 'Okafor Ventures · Sent by Ada Okafor · +234 8031234567',
  status: 'Received',
  budget: 'Not specified',
  type: 'Service Request',
  mode: 'Phone',
  submitted_at: '2026-11-01T10:00:00.000Z',
  replies: [],
};

const found = (email: string, requests: RequestCard[] = [card]) => ({ body: { email, requests } });

function renderRequests(options: RenderPageOptions = {}) {
  return renderPage(<RequestsPage />, {
    ...options,
    path: '/requests',
    script: options.script,
  });
}

async function search(email: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Email Address'));
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('RequestsPage', () => {
  it('says "Email is required", "Enter a valid email address", and "Bad Request." for a filled honeypot', async () => {
    const { platform, container } = renderRequests();
    expect(screen.getByRole('heading', { name: 'Requests' })).toBeInTheDocument();
    await search('   ');
    await search('ada@');
    fireEvent.change(honeypot(container), { target: { value: 'bot' } });
    await search('ada@example.com');
    expect(toastMessages(platform)).toEqual([
      'Email is required',
      'Enter a valid email address',
      'Bad Request.',
    ]);
    expect(platform.requests).toEqual([]);
  });

  it('shows "Searching...", then "Your Requests" with the contact block and one card per request', async () => {
    const { platform } = renderRequests({ script: { 'POST /api/view-requests/': found('ada@example.com') } });
    const held = holdPosts(platform, '/api/view-requests/');
    await search(' ada@example.com ');
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    held.release();

    expect(await screen.findByRole('heading', { name: 'Your Requests' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent('ada@example.com');
    expect(within(contact).getByRole('button', { name: 'Leave a New Request' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Design Services' });
    for (const text of [
      'A new logo',
      'Okafor Ventures · Sent by Ada Okafor · +234 8031234567',
      'Status',
      'Received',
      'Budget',
      'Not specified',
      'Type',
      'Service Request',
      'Mode',
      'Phone',
    ]) {
      expect(within(article).getByText(text)).toBeInTheDocument();
    }
    expect(platform.requests.find((request) => request.path === '/api/view-requests/')?.body).toEqual({
      email: 'ada@example.com',
      honeyPot: '',
    });
    expect(sessionStorage.getItem(REQUESTS_EMAIL_KEY)).toBe('ada@example.com');
  });

  it('shows the status our team set and the replies sent by e-mail under the card', async () => {
    const answered: RequestCard = {
      ...card,
      status: 'In Review',
      replies: [
        {
          from: 'Kemi Ade',
          body: 'A designer will call you on Monday.',
          sent_at: '2026-11-02T09:00:00.000Z',
        },
      ],
    };
    renderRequests({ script: { 'POST /api/view-requests/': found('ada@example.com', [answered]) } });
    await search('ada@example.com');
    const article = await screen.findByRole('article', { name: 'Design Services' });
    expect(within(article).getByText('In Review')).toBeInTheDocument();
    const replies = within(article).getByRole('region', { name: 'Our replies to Design Services' });
    expect(replies).toHaveTextContent('Kemi Ade · 2 Nov 2026');
    expect(replies).toHaveTextContent('A designer will call you on Monday.');
  });

  it('says "No request associated with this email." and offers "Leave a Request" with the e-mail filled in', async () => {
    renderRequests({ script: { 'POST /api/view-requests/': found('new@example.com', []) } });
    await search('new@example.com');
    expect(await screen.findByText('No request associated with this email.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requests' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave a Request' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a Service' });
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('new@example.com');
  });

  it('clears the results and the stored e-mail when the e-mail is edited', async () => {
    renderRequests({ script: { 'POST /api/view-requests/': found('ada@example.com') } });
    await search('ada@example.com');
    await screen.findByRole('heading', { name: 'Your Requests' });
    await userEvent.type(screen.getByLabelText('Email Address'), 'x');
    expect(screen.getByRole('heading', { name: 'Requests' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('No request associated with this email.')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(REQUESTS_EMAIL_KEY)).toBeNull();
  });

  it('searches at once for an e-mail from navigation state, and forgets it when left', async () => {
    const { platform, unmount } = renderRequests({
      state: { email: 'quote@example.com' },
      script: { 'POST /api/view-requests/': found('quote@example.com') },
    });
    expect(screen.getByLabelText('Email Address')).toHaveValue('quote@example.com');
    expect(await screen.findByRole('article', { name: 'Design Services' })).toBeInTheDocument();
    expect(platform.requests.filter((request) => request.path === '/api/view-requests/')).toHaveLength(1);
    expect(sessionStorage.getItem(REQUESTS_EMAIL_KEY)).toBe('quote@example.com');
    unmount();
    expect(sessionStorage.getItem(REQUESTS_EMAIL_KEY)).toBeNull();
  });

  it('shows the server\'s message, or "An error occurred" when the lookup fails without one', async () => {
    let calls = 0;
    const { platform } = renderRequests({
      script: {
        'POST /api/view-requests/': () =>
          ++calls === 1
            ? { status: 429, body: { message: 'Too many searches. Try again later.' } }
            : new TypeError(),
      },
    });
    await search('ada@example.com');
    await screen.findByRole('button', { name: 'Search' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(toastMessages(platform)).toEqual(['Too many searches. Try again later.', 'An error occurred']),
    );
    expect(screen.queryByText('No request associated with this email.')).not.toBeInTheDocument();
  });

  it('searches again for the stored e-mail after a reload', async () => {
    sessionStorage.setItem(REQUESTS_EMAIL_KEY, 'ada@example.com');
    renderRequests({ script: { 'POST /api/view-requests/': found('ada@example.com') } });
    expect(await screen.findByRole('heading', { name: 'Your Requests' })).toBeInTheDocument();
  });

  it('is prerendered empty, then once hydrated searches for the stored e-mail without a mismatch', async () => {
    sessionStorage.setItem(REQUESTS_EMAIL_KEY, 'ada@example.com');
    // A reload while the search is under way must still find the e-mail: hydrating is not leaving the page.
    let storedWhileSearching: string | null = null;
    providePlatform(
      createTestPlatform({
        script: {
          ...FORM_TOKEN_SCRIPT,
          'POST /api/view-requests/': () => {
            storedWhileSearching = sessionStorage.getItem(REQUESTS_EMAIL_KEY);
            return found('ada@example.com');
          },
        },
      }),
    );
    const { html, mismatches, remove } = await hydratePrerendered(<RequestsPage />, '/requests');
    expect(html).toContain('value=""');
    expect(await screen.findByRole('heading', { name: 'Your Requests' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(storedWhileSearching).toBe('ada@example.com');
    expect(mismatches).toEqual([]);
    remove();
  });

  it('offers the e-mail of a recent service request without searching', () => {
    rememberRequest('recent@example.com');
    const { platform } = renderRequests();
    expect(screen.getByLabelText('Email Address')).toHaveValue('recent@example.com');
    expect(platform.requests).toEqual([]);
  });

  it('"Schedule a Call" opens Let\'s Talk with the e-mail and "Schedule A Call"', async () => {
    renderRequests({ script: { 'POST /api/view-requests/': found('ada@example.com') } });
    await search('ada@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule a Call' }));
    expect(currentPath()).toBe('/lets-talk');
    expect(currentState()).toEqual({ email: 'ada@example.com', messageType: 'Schedule A Call' });
  });

  it('searches again once a new request is sent from "Leave a New Request"', async () => {
    let searches = 0;
    const { platform } = renderRequests({
      script: {
        'POST /api/view-requests/': () => {
          searches += 1;
          return found('ada@example.com');
        },
        'POST /api/service-request/': { body: { message: 'Contact submitted successfully' } },
      },
    });
    await search('ada@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave a New Request' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a Service' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Full Name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Phone Number'), '09012345678');
    await user.selectOptions(within(dialog).getByLabelText('Service Type'), 'Training Services');
    await user.type(within(dialog).getByLabelText('Project Description'), 'Team training');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('dialog', { name: 'Request Sent Successfully' })).toBeInTheDocument();
    await waitFor(() => expect(searches).toBe(2));
    expect(toastMessages(platform)).toEqual([]);
  });
});
