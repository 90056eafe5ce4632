import { renderPage, type RenderPageOptions } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InboxItem, InboxItemDetail, InboxList } from './inbox-api';
import { durationText } from './inbox-api';
import InboxSection from './inbox-section';

const KEMI = { id: '11111111-1111-4111-8111-111111111111', name: 'Kemi Ade' };

const ADA: InboxItem = {
  id: 'a1',
  kind: 'Service Request',
  title: 'Design Services',
  from_name: 'Ada Okafor',
  email: 'ada@example.com',
  status: 'Received',
  assignee: null,
  received_at: '2026-11-26T09:00:00Z',
  replies: 0,
  first_reply_at: null,
  waited_minutes: 200,
  waiting: true,
};

const BOLA: InboxItem = {
  ...ADA,
  id: 'b1',
  kind: 'Live Chat',
  title: 'Asked for a person in the live chat',
  from_name: 'Bola Ade',
  email: 'bola@example.com',
  status: 'In Review',
  assignee: KEMI,
  replies: 1,
  first_reply_at: '2026-11-26T09:45:00Z',
  waited_minutes: 45,
  waiting: false,
};

const LIST: InboxList = { items: [ADA, BOLA], next_before: null, assignees: [KEMI] };

const DETAIL: InboxItemDetail = {
  item: ADA,
  message: 'A new logo and brand colours.',
  facts: [{ label: 'Phone', value: '+234 8031234567' }],
  replies: [],
  chat: [],
  next_statuses: ['In Review', 'Closed'],
  assignees: [KEMI],
};

const openInbox = (url: string, script: RenderPageOptions['script']) =>
  renderPage(<InboxSection />, { path: '/staff/inbox/*', url, script, token: 't' });

describe('durationText', () => {
  it('reads minutes, hours and days as people say them', () => {
    expect([durationText(5), durationText(60), durationText(200), durationText(2 * 24 * 60 + 90)]).toEqual([
      '5 min',
      '1 h',
      '3 h 20 min',
      '2 days 1 h',
    ]);
  });
});

describe('the inbox list', () => {
  it('shows each item with how long it has waited, its status and who handles it', async () => {
    openInbox('/staff/inbox', { 'GET /api/staff/inbox/': { body: LIST } });
    const ada = await screen.findByRole('row', { name: 'Service Request from Ada Okafor' });
    expect(ada).toHaveTextContent('Waiting 3 h 20 min');
    expect(ada).toHaveTextContent('Received');
    expect(ada).toHaveTextContent('Nobody yet');
    const bola = screen.getByRole('row', { name: 'Live Chat from Bola Ade' });
    expect(bola).toHaveTextContent('Answered in 45 min');
    expect(bola).toHaveTextContent('Kemi Ade');
    expect(within(ada).getByRole('link', { name: 'Design Services' })).toHaveAttribute(
      'href',
      '/staff/inbox/a1',
    );
  });

  it('asks the server for the kind, status and assignee chosen', async () => {
    const { platform } = openInbox('/staff/inbox', { 'GET /api/staff/inbox/': { body: LIST } });
    await screen.findByRole('row', { name: 'Service Request from Ada Okafor' });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Live Chat');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'In Review');
    await userEvent.selectOptions(screen.getByLabelText('Handled by'), 'Kemi Ade');
    await waitFor(() =>
      expect(platform.requests.at(-1)?.url).toBe(
        `/api/staff/inbox/?kind=Live%20Chat&status=In%20Review&assignee=${KEMI.id}`,
      ),
    );
  });

  it('says so when nothing matches', async () => {
    openInbox('/staff/inbox', { 'GET /api/staff/inbox/': { body: { ...LIST, items: [] } } });
    expect(
      await screen.findByText('Nothing here. New requests show up as visitors send them.'),
    ).toBeInTheDocument();
  });
});

describe('an inbox item', () => {
  it('assigns it, moves it only to the statuses the server allows, and replies', async () => {
    const assigned = { ...DETAIL, item: { ...ADA, assignee: KEMI } };
    const moved = {
      ...assigned,
      item: { ...assigned.item, status: 'In Review' as const },
      next_statuses: ['Quoted' as const],
    };
    const replied = {
      ...moved,
      item: { ...moved.item, replies: 1, waiting: false },
      replies: [
        {
          id: 'r1',
          author_name: 'Kemi Ade',
          body: 'We will call you Monday.',
          sent_at: '2026-11-26T12:00:00Z',
        },
      ],
    };
    const { platform } = openInbox('/staff/inbox/a1', {
      'GET /api/staff/inbox/a1/': { body: DETAIL },
      'PATCH /api/staff/inbox/a1/': (request: { body: unknown }) =>
        (request.body as { status?: string }).status
          ? { body: { message: 'Inbox item updated.', detail: moved } }
          : { body: { message: 'Inbox item updated.', detail: assigned } },
      'POST /api/staff/inbox/a1/replies/': { status: 201, body: { message: 'Reply sent.', detail: replied } },
    });
    expect(await screen.findByRole('heading', { name: 'Design Services' })).toBeInTheDocument();
    expect(screen.getByText('A new logo and brand colours.')).toBeInTheDocument();
    expect(screen.getByText('+234 8031234567')).toBeInTheDocument();

    const assign = screen.getByRole('form', { name: 'Assign' });
    await userEvent.selectOptions(within(assign).getByLabelText('Handled by'), 'Kemi Ade');
    await userEvent.click(within(assign).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(platform.toasts.map((toast) => toast.message)).toContain('Inbox item updated.'),
    );
    expect(platform.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      assignee_id: KEMI.id,
    });

    const move = screen.getByRole('form', { name: 'Move' });
    expect(
      within(move)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Received (now)', 'In Review', 'Closed']);
    await userEvent.selectOptions(within(move).getByLabelText('Move to'), 'In Review');
    await userEvent.click(within(move).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Move' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['In Review (now)', 'Quoted']),
    );

    const reply = screen.getByRole('form', { name: 'Reply by e-mail' });
    await userEvent.type(
      within(reply).getByLabelText('Your reply to ada@example.com'),
      'We will call you Monday.',
    );
    await userEvent.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('We will call you Monday.', { selector: 'p' })).toBeInTheDocument();
    expect(within(reply).getByLabelText('Your reply to ada@example.com')).toHaveValue('');
    expect(platform.requests.find((request) => request.method === 'POST')?.body).toEqual({
      body: 'We will call you Monday.',
    });
  });

  it('shows a refused reply at its field and keeps the text', async () => {
    openInbox('/staff/inbox/a1', {
      'GET /api/staff/inbox/a1/': { body: DETAIL },
      'POST /api/staff/inbox/a1/replies/': {
        status: 422,
        body: { message: 'Write the reply.', errors: { body: 'Write the reply.' } },
      },
    });
    const reply = await screen.findByRole('form', { name: 'Reply by e-mail' });
    await userEvent.type(within(reply).getByLabelText('Your reply to ada@example.com'), '   ');
    await userEvent.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(await within(reply).findByText('Write the reply.')).toBeInTheDocument();
  });

  it('shows a hand-off’s chat so far', async () => {
    openInbox('/staff/inbox/a1', {
      'GET /api/staff/inbox/a1/': {
        body: {
          ...DETAIL,
          item: BOLA,
          chat: [
            { role: 'user', content: 'How much is the Growth Plan?' },
            { role: 'assistant', content: 'Growth Plan: ₦50,000 a month.' },
          ],
        },
      },
    });
    const chat = await screen.findByRole('heading', { name: 'The chat so far' });
    expect(chat.nextElementSibling).toHaveTextContent('Visitor: How much is the Growth Plan?');
    expect(chat.nextElementSibling).toHaveTextContent('Assistant: Growth Plan: ₦50,000 a month.');
  });
});
