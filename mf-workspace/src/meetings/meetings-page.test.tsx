import { renderPage, toastMessages } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamFrame } from '../team/team-test-data';
import { dayKey } from './meeting-calendar';
import type { MeetingCard } from './meetings-api';
import MeetingsPage from './meetings-page';

const meeting = (fields: Partial<MeetingCard> & Pick<MeetingCard, 'id' | 'title'>): MeetingCard => ({
  date: 'Tuesday, 1st December, 2026, 2:30PM',
  time_zone: 'Africa/Lagos',
  cancelled_at: null,
  version: 0,
  duration_minutes: 30,
  starts_at: '2026-12-01T13:30:00Z',
  ends_at: '2026-12-01T14:00:00Z',
  description: '',
  duration: '30 minutes',
  participants: 2,
  people_note: 'Entire team',
  action_label: 'Join',
  link: 'https://meet.example.com/x',
  notes: '',
  kickoff: false,
  status: 'scheduled',
  held_at: null,
  can_edit_notes: true,
  entire_team: true,
  teams: [],
  ...fields,
});

/** The meetings page with `upcoming` on its Upcoming tab, for someone with `access` to the team. */
function renderUpcoming(access: 'Edit' | 'View', upcoming: MeetingCard[]) {
  return renderPage(<MeetingsPage />, {
    path: '/project/workspace/:id/:name/meetings',
    url: '/project/workspace/p1/salon-booking/meetings',
    token: 'token-1',
    script: {
      ...teamFrame(access),
      'POST /api/handle-load-conversation/': { body: { conversation: [] } },
      'POST /api/get-project-features/': { body: { features: [] } },
      'GET /api/projects/p1/meetings/': (request) => ({
        body: { meetings: request.url.includes('tab=upcoming') ? upcoming : [] },
      }),
    },
  });
}

describe('the meetings page', () => {
  it('keeps the notes being typed in one meeting while another is marked held and the list reloads', async () => {
    let held = false;
    renderPage(<MeetingsPage />, {
      path: '/project/workspace/:id/:name/meetings',
      url: '/project/workspace/p1/salon-booking/meetings',
      token: 'token-1',
      script: {
        ...teamFrame('Edit'),
        'POST /api/handle-load-conversation/': { body: { conversation: [] } },
        'POST /api/get-project-features/': { body: { features: [] } },
        'GET /api/projects/p1/meetings/': (request) => ({
          body: {
            meetings: request.url.includes('tab=upcoming')
              ? [
                  meeting({ id: 'm1', title: 'Design review', action_label: 'View Notes' }),
                  meeting({
                    id: 'm2',
                    title: 'Project kickoff',
                    // Started: a meeting is marked held only once it has begun (issue #31).
                    starts_at: '2026-01-05T09:00:00Z',
                    status: held ? 'held' : 'scheduled',
                  }),
                ]
              : [],
          },
        }),
        'POST /api/meetings/m2/held/': () => {
          held = true;
          return { body: { message: 'Meeting marked as held.' } };
        },
      },
    });
    const review = await screen.findByRole('article', { name: 'Design review' });
    await userEvent.click(within(review).getByRole('button', { name: 'View Notes' }));
    await userEvent.type(within(review).getByLabelText('Notes'), 'Agreed on the booking flow');

    const kickoff = screen.getByRole('article', { name: 'Project kickoff' });
    await userEvent.click(within(kickoff).getByRole('button', { name: 'Mark as held' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Project kickoff' })).toHaveTextContent('Held'),
    );

    const notes = within(screen.getByRole('article', { name: 'Design review' })).getByLabelText('Notes');
    expect(notes).toHaveValue('Agreed on the booking flow');
  });

  it('counts one participant in the singular', async () => {
    renderUpcoming('Edit', [
      meeting({ id: 'm1', title: 'Design review', participants: 1 }),
      meeting({ id: 'm2', title: 'Sprint demo' }),
    ]);
    expect(await screen.findByRole('article', { name: 'Design review' })).toHaveTextContent(
      '30 minutes · 1 participant',
    );
    expect(screen.getByRole('article', { name: 'Design review' })).not.toHaveTextContent('1 participants');
    expect(screen.getByRole('article', { name: 'Sprint demo' })).toHaveTextContent(
      '30 minutes · 2 participants',
    );
  });

  it('offers whoever only views the team no Schedule Meeting and no Mark as held', async () => {
    renderUpcoming('View', [
      meeting({ id: 'm2', title: 'Project kickoff', starts_at: '2026-01-05T09:00:00Z' }),
    ]);
    const kickoff = await screen.findByRole('article', { name: 'Project kickoff' });
    expect(within(kickoff).queryByRole('button', { name: 'Mark as held' })).toBeNull();
    expect(screen.queryByRole('button', { name: '+ Schedule Meeting' })).toBeNull();
  });

  it('reschedules a meeting in the browser zone and cancels another; a future one offers no Mark as held', async () => {
    const { platform } = renderPage(<MeetingsPage />, {
      path: '/project/workspace/:id/:name/meetings',
      url: '/project/workspace/p1/salon-booking/meetings',
      token: 'token-1',
      script: {
        ...teamFrame('Edit'),
        'POST /api/handle-load-conversation/': { body: { conversation: [] } },
        'POST /api/get-project-features/': { body: { features: [] } },
        'GET /api/projects/p1/meetings/': (request) => ({
          body: {
            meetings: request.url.includes('tab=upcoming')
              ? [
                  meeting({
                    id: 'm1',
                    title: 'Design review',
                    starts_at: '2030-01-07T10:00:00Z',
                    version: 2,
                  }),
                  meeting({
                    id: 'm2',
                    title: 'Sprint kickoff',
                    starts_at: '2030-01-08T10:00:00Z',
                    version: 0,
                  }),
                ]
              : [],
          },
        }),
        'PATCH /api/meetings/m1/': {
          body: { message: 'Meeting rescheduled. Everyone invited got the new time.', warnings: [] },
        },
        'POST /api/meetings/m2/cancel/': {
          body: { message: 'Meeting cancelled. Everyone invited was told.' },
        },
      },
    });
    const review = await screen.findByRole('article', { name: 'Design review' });
    expect(review).toHaveTextContent('(Africa/Lagos)');
    expect(within(review).queryByRole('button', { name: 'Mark as held' })).not.toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Design review' });
    const date = within(dialog).getByLabelText('Date');
    // A five-digit year is past the field's max: refused under the field, nothing sent.
    await userEvent.clear(date);
    fireEvent.change(date, { target: { value: '20266-01-09' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('Please pick a date within the next 2 years.')).toBeVisible();
    expect(platform.requests.some((request) => request.method === 'PATCH')).toBe(false);
    const soon = new Date();
    soon.setDate(soon.getDate() + 30);
    const day = dayKey(soon);
    await userEvent.clear(date);
    await userEvent.type(date, day);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() =>
      expect(toastMessages(platform)).toContain('Meeting rescheduled. Everyone invited got the new time.'),
    );
    const patch = platform.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toMatchObject({ version: 2, date: day });

    const kickoff = screen.getByRole('article', { name: 'Sprint kickoff' });
    await userEvent.click(within(kickoff).getByRole('button', { name: 'Cancel meeting' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel Sprint kickoff?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel meeting' }));
    await waitFor(() =>
      expect(toastMessages(platform)).toContain('Meeting cancelled. Everyone invited was told.'),
    );
    expect(platform.requests.find((request) => request.url.includes('/cancel/'))?.body).toEqual({
      version: 0,
    });
  });
});
